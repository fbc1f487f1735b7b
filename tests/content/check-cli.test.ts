/** `npm run check` (scripts/check-content.ts) as an editor and CI see it. */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { nameFromRepo, runContentCheck, runScript } from './cli.ts';
import { cleanupFixtures, LANDING_PAGE, positionOf, post, REPO_ROOT, replaceOnce, withFixture } from './fixture.ts';

afterAll(cleanupFixtures);

const SCRIPT = 'scripts/checks/content.ts';
const FAQ_HINT = 'Hint: The answer shown when the question is opened (plain text).';
const LOGO_MESSAGE =
  'must be a path like /images/folder/name.svg (lower case, no spaces; svg, png, jpg, webp or avif). Hint: Logo of the tool (160×48 SVG).';

/** A fixture with 3 errors in 2 files. */
function invalidFixture() {
  const dir = withFixture({
    'tools.yaml': replaceOnce('logo: /images/tools/flowforge.svg', 'logo: flowforge.svg'),
    'faqs.yaml': (t) =>
      t
        .replace('question: How long does implementation take?', 'question: 7')
        .replace('answer: Software that handles routine work for you.', 'answer: ""'),
  });
  const faqs = nameFromRepo(path.join(dir, 'faqs.yaml'));
  const tools = nameFromRepo(path.join(dir, 'tools.yaml'));
  const faqText = readFileSync(path.join(dir, 'faqs.yaml'), 'utf8');
  const toolText = readFileSync(path.join(dir, 'tools.yaml'), 'utf8');
  const answer = positionOf(faqText, '""');
  const question = positionOf(faqText, '7');
  const logo = positionOf(toolText, 'flowforge.svg');
  return { dir, faqs, tools, answer, question, logo };
}

// The command's own process where its exit code or its watching is the point; elsewhere the same
// check in this process (tests/content/cli.ts), which prints the same without a Node start.
describe('check-content CLI', () => {
  it('valid content: exit 0 and a one-line summary', () => {
    const dir = withFixture();
    const r = runScript(SCRIPT, { CONTENT_DIR: dir });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^✓ Content OK: 21 pages, 2 posts, 2 FAQs, checked in \d+ ms\.\n$/);
  });

  it('warns about a committed photo wider than 2400 pixels, with the fix, and still passes', async () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'check-public-'));
    try {
      cpSync(path.join(REPO_ROOT, 'public', 'images'), path.join(publicDir, 'images'), { recursive: true });
      const photo = path.join(publicDir, 'images', 'blog', 'from-a-phone.jpg');
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
        .jpeg()
        .toFile(photo);
      const r = await runContentCheck({ CONTENT_DIR: withFixture(), PUBLIC_DIR: publicDir });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(
        `  ! ${nameFromRepo(photo)} is 4000 pixels wide; no page shows more than 2400, and a wider photo makes every build slower and the repository heavier. Fix: upload it again in /admin, which makes photos 2400 pixels wide at most, or resize it to 2400 pixels wide and commit it again.\n`,
      );
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('counts drafts in the summary', async () => {
    const dir = withFixture({ 'blog/work-in-progress.md': post('Work in progress', '2025-04-01', 'draft: true\n') });
    const r = await runContentCheck({ CONTENT_DIR: dir });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^✓ Content OK: 21 pages, 3 posts \(1 draft\), 2 FAQs, checked in \d+ ms\.\n$/);
  });

  it('accepts a post dated after today and says when it goes live (fixed clock, site time zone)', async () => {
    const dir = withFixture({
      'blog/new-year.md': post('New year', '2099-01-05'),
      'blog/work-in-progress.md': post('Work in progress', '2025-04-01', 'draft: true\n'),
    });
    const r = await runContentCheck({ CONTENT_DIR: dir, BUILD_NOW: '2099-01-05T05:59:00Z' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const file = nameFromRepo(path.join(dir, 'blog/new-year.md'));
    expect(r.stdout).toMatch(
      new RegExp(
        `^✓ Content OK: 21 pages, 4 posts \\(1 draft, 1 scheduled\\), 2 FAQs, checked in \\d+ ms\\.\n  ${file}: scheduled for 5 January 2099; it goes live with the first build on that day \\(America/Chicago\\)\\.\n$`,
      ),
    );
    // Six in the morning UTC is midnight in Chicago: the post is live.
    const live = await runContentCheck({ CONTENT_DIR: dir, BUILD_NOW: '2099-01-05T06:00:00Z' });
    expect(live.stdout).toMatch(/^✓ Content OK: 22 pages, 4 posts \(1 draft\), 2 FAQs, checked in \d+ ms\.\n$/);
  });

  it('the real content/ passes (the default CONTENT_DIR)', async () => {
    const r = await runContentCheck({});
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^✓ Content OK: \d+ pages, \d+ posts, \d+ landing pages? \(1 draft\), \d+ FAQs, checked in \d+ ms\.\n$/,
    );
  });

  it('counts landing pages, their drafts, and says when a scheduled one goes live', async () => {
    const page = LANDING_PAGE;
    const dir = withFixture({
      'landing/spring.yaml': page,
      'landing/summer.yaml': page.replace('date: 2025-01-10', 'date: 2099-06-01'),
      'landing/autumn.yaml': page.replace('date: 2025-01-10', 'date: 2025-01-10\ndraft: true'),
    });
    const r = await runContentCheck({ CONTENT_DIR: dir, BUILD_NOW: '2099-01-05T12:00:00Z' });
    expect(r.stderr).toBe('');
    const file = nameFromRepo(path.join(dir, 'landing/summer.yaml'));
    expect(r.stdout).toMatch(
      new RegExp(
        `^✓ Content OK: 22 pages, 2 posts, 3 landing pages \\(1 draft, 1 scheduled\\), 2 FAQs, checked in \\d+ ms\\.\n  ${file}: scheduled for 1 June 2099; it goes live with the first build on that day \\(America/Chicago\\)\\.\n$`,
      ),
    );
  });

  it('invalid content: one `file:line:col field: message` line per problem, sorted, and exit 1', () => {
    const f = invalidFixture();
    const r = runScript(SCRIPT, { CONTENT_DIR: f.dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        `${f.faqs}:${f.answer.line}:${f.answer.column} items[0].answer in FAQ 1 ("What is AI automation?"): must not be empty. ${FAQ_HINT}`,
        `${f.faqs}:${f.question.line}:${f.question.column} items[1].question in FAQ 2: must be text, not the number 7. Hint: The question, as a visitor would ask it.`,
        `${f.tools}:${f.logo.line}:${f.logo.column} items[0].logo in tool 1 ("FlowForge"): ${LOGO_MESSAGE}`,
        '',
        '✗ 3 problems in the content. Nothing was built. See CONTENT.md, "Reading an error".',
        '',
      ].join('\n'),
    );
    // The positions, written out: faqs.yaml line 4 col 13, line 6 col 15; tools.yaml line 4 col 11.
    expect([f.answer, f.question, f.logo]).toEqual([
      { line: 4, column: 13 },
      { line: 6, column: 15 },
      { line: 4, column: 11 },
    ]);
  });

  it('a single problem: singular summary; file-level problems have no field', async () => {
    const dir = withFixture({ 'tools.yaml': null });
    const r = await runContentCheck({ CONTENT_DIR: dir });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `${nameFromRepo(path.join(dir, 'tools.yaml'))}:1:1 file is missing. Restore it from Git or create it (see CONTENT.md).\n\n✗ 1 problem in the content. Nothing was built. See CONTENT.md, "Reading an error".\n`,
    );
  });

  it('with GITHUB_ACTIONS=true also prints ::error annotations on stdout', async () => {
    const f = invalidFixture();
    const r = await runContentCheck({ CONTENT_DIR: f.dir, GITHUB_ACTIONS: 'true' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      [
        `::error file=${f.faqs},line=4,col=13,title=items[0].answer in FAQ 1 ("What is AI automation?")::must not be empty. ${FAQ_HINT}`,
        `::error file=${f.faqs},line=6,col=15,title=items[1].question in FAQ 2::must be text, not the number 7. Hint: The question, as a visitor would ask it.`,
        `::error file=${f.tools},line=4,col=11,title=items[0].logo in tool 1 ("FlowForge")::${LOGO_MESSAGE}`,
        '',
      ].join('\n'),
    );
    // The plain lines are still printed for the log.
    expect(r.stderr.split('\n').filter((l) => l.startsWith(f.faqs) || l.startsWith(f.tools))).toHaveLength(3);
  });

  it('annotations escape % (and carry the field in their title, or "Content check" for file-level problems)', async () => {
    const dir = withFixture({
      'site.yaml': replaceOnce('titleTemplate: "%s | {company}"', 'titleTemplate: "{company}"'),
      'tools.yaml': null,
    });
    const r = await runContentCheck({ CONTENT_DIR: dir, GITHUB_ACTIONS: 'true' });
    expect(r.status).toBe(1);
    const site = nameFromRepo(path.join(dir, 'site.yaml'));
    const { line, column } = positionOf(readFileSync(path.join(dir, 'site.yaml'), 'utf8'), '"{company}"');
    expect(r.stdout).toBe(
      [
        `::error file=${site},line=${line},col=${column},title=seo.titleTemplate::must contain %25s where the page title goes. Hint: How page titles are composed; %25s is replaced by the page title, e.g. "%25s | {company}".`,
        `::error file=${nameFromRepo(path.join(dir, 'tools.yaml'))},line=1,col=1,title=Content check::file is missing. Restore it from Git or create it (see CONTENT.md).`,
        '',
      ].join('\n'),
    );
  });

  it('--report writes the Markdown verdict for the pull-request comment; the job summary gets it too', async () => {
    const f = invalidFixture();
    const report = path.join(f.dir, 'out', 'report.md');
    const summary = path.join(f.dir, 'summary.md');
    const r = await runContentCheck({ CONTENT_DIR: f.dir, GITHUB_STEP_SUMMARY: summary }, ['--report', report]);
    expect(r.status).toBe(1);
    const text = readFileSync(report, 'utf8');
    expect(text.split('\n').slice(0, 2)).toEqual(['<!-- content-check-report -->', '### ✗ 3 content problems']);
    expect(text).toContain(`| \`${f.tools}:4\` | \`items[0].logo\` in tool 1 ("FlowForge") | ${LOGO_MESSAGE} |`);
    expect(readFileSync(summary, 'utf8')).toBe(text);
    const passing = await runContentCheck({ CONTENT_DIR: withFixture() }, ['--report', report]);
    expect(passing.status).toBe(0);
    expect(readFileSync(report, 'utf8')).toContain('### ✓ Content check passed');
  });

  it('--watch checks again after a saved change, framing each run for VS Code', async () => {
    const dir = withFixture();
    const child = spawn(...scriptCommand(REPO_ROOT, SCRIPT, ['--watch']), {
      cwd: REPO_ROOT,
      env: { ...process.env, CONTENT_DIR: dir, GITHUB_ACTIONS: '', NO_COLOR: '1' },
    });
    let output = '';
    const waitFor = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk;
          if (pattern.test(output)) {
            child.stdout.off('data', onData);
            child.stderr.off('data', onData);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
    try {
      await waitFor(/Content check finished/);
      expect(output).toContain('✓ Content OK');
      output = '';
      writeFileSync(path.join(dir, 'tools.yaml'), 'items: []\n');
      await waitFor(/Content check finished/);
      expect(output).toMatch(/^Content check started\./m);
      expect(output).toContain('items: needs at least 1 item (now 0).');
    } finally {
      child.kill();
    }
  });

  it('wrong arguments: the usage, and exit 2', async () => {
    const r = await runContentCheck({ CONTENT_DIR: withFixture() }, ['--report']);
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr: 'Usage: npm run check [-- --watch] [-- --report <file.md>] [-- --base <git ref>]\n',
    });
  });

  it('without GITHUB_ACTIONS prints no annotations', async () => {
    const f = invalidFixture();
    const r = await runContentCheck({ CONTENT_DIR: f.dir });
    expect(r.stdout).not.toContain('::error');
    expect(r.stderr).not.toContain('::error');
  });
});
