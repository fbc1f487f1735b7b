/**
 * The guides stay walkable: every relative link of README.md, ARCHITECTURE.md, CONTENT.md and
 * docs/*.md leads to a file that exists, every #anchor to a heading of its file (slugged as GitHub
 * slugs it), and every `npm run <script>` or `npm <command>` they name exists. A section moved to
 * another file without its links leaves a dead anchor here, not in a reader's browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPTS = new Set(
  Object.keys(
    (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
  ),
);
/** npm's own commands, as `npm help` lists them (and the short forms used in the guides). */
const NPM_COMMANDS = new Set(
  'access adduser audit bugs cache ci completion config dedupe deprecate diff dist-tag docs doctor edit exec explain explore find-dupes fund help init install install-ci-test install-test link login logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search shrinkwrap star stars start stop team test token undeprecate uninstall unpublish unstar update version view whoami i'.split(
    ' ',
  ),
);
const GUIDES = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTENT.md',
  ...readdirSync(path.join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const md = new MarkdownIt({ html: true });
type Token = ReturnType<typeof md.parse>[number];
/** Texts that stand in for a file of the repository, for the tests of the checks themselves. */
const standIns = new Map<string, string>();
const textOf = (file: string) => standIns.get(file) ?? readFileSync(path.join(REPO, file), 'utf8');
const tokensOf = (file: string) => md.parse(textOf(file), {});
/** Every token, inline children included, in document order. */
const flat = (tokens: Token[]): Token[] => tokens.flatMap((t) => [t, ...flat(t.children ?? [])]);

/** The anchors GitHub gives the headings of a Markdown file (its text, slugged; repeats get -1, -2, …). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = tokensOf(file);
  const anchors = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const text = (tokens[i + 1]?.children ?? [])
      .filter((c) => c.type === 'text' || c.type === 'code_inline')
      .map((c) => c.content)
      .join('');
    anchors.add(slugger.slug(text));
  });
  return anchors;
}

/** Every link of a guide that leads into the repository, as `file: target`, that does not resolve. */
function deadLinks(file: string): string[] {
  const dead: string[] = [];
  for (const token of flat(tokensOf(file))) {
    const href = token.type === 'link_open' ? token.attrGet('href') : null;
    if (!href || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue; // another site, mailto:
    const [target = '', anchor] = href.split('#');
    const resolved = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
    if (!existsSync(path.join(REPO, resolved))) dead.push(`${file}: ${href} (no file ${resolved})`);
    else if (anchor !== undefined && !(resolved.endsWith('.md') && anchorsOf(resolved).has(anchor)))
      dead.push(`${file}: ${href} (no heading #${anchor} in ${resolved})`);
  }
  return dead;
}

/** The npm commands a guide names that do not exist: `npm run x` anywhere, `npm x` in its code. */
function unknownCommands(file: string): string[] {
  const unknown = [...textOf(file).matchAll(/\bnpm run (?:-s )?([a-z][\w:-]*)/g)]
    .map((m) => m[1]!)
    .filter((script) => !SCRIPTS.has(script))
    .map((script) => `npm run ${script}`);
  const code = flat(tokensOf(file))
    .filter((t) => t.type === 'code_inline' || t.type === 'fence' || t.type === 'code_block')
    .map((t) => t.content);
  for (const snippet of code) {
    for (const [, command] of snippet.matchAll(/\bnpm ([a-z][\w-]*)/g)) {
      const known = NPM_COMMANDS.has(command!) && (!['test', 'start'].includes(command!) || SCRIPTS.has(command!));
      if (!known) unknown.push(`npm ${command}`);
    }
  }
  return unknown.map((command) => `${file}: ${command}`);
}

describe('the guides', () => {
  it('are README.md, ARCHITECTURE.md, CONTENT.md and the files of docs/', () => {
    expect(GUIDES).toEqual(expect.arrayContaining(['README.md', 'docs/going-live.md', 'docs/lead-path.md']));
  });

  it.each(GUIDES)('%s: every relative link and #anchor leads somewhere', (file) => {
    expect(deadLinks(file)).toEqual([]);
  });

  it.each(GUIDES)('%s: every npm script and command it names exists', (file) => {
    expect(unknownCommands(file)).toEqual([]);
  });

  it('the README is at most 150 lines, and links every guide of docs/', () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    for (const guide of GUIDES.filter((g) => g.startsWith('docs/'))) expect(readme).toContain(`](${guide})`);
  });
});

describe('the checks themselves', () => {
  it('find a dead anchor, a missing file and an unknown script', () => {
    const file = 'README.md';
    standIns.set(
      file,
      '# Title\n\n[a](#title) [b](#no-such-heading) [c](docs/no-such-file.md) [d](CONTENT.md#reading-an-error)\n\n' +
        'Run `npm run check`, `npm run no-such-script`, `npm ci` and `npm frobnicate`; the npm registry is prose.\n',
    );
    try {
      expect(deadLinks(file)).toEqual([
        'README.md: #no-such-heading (no heading #no-such-heading in README.md)',
        'README.md: docs/no-such-file.md (no file docs/no-such-file.md)',
      ]);
      expect(unknownCommands(file)).toEqual(['README.md: npm run no-such-script', 'README.md: npm frobnicate']);
    } finally {
      standIns.delete(file);
    }
  });

  it('slug headings as GitHub does, code and punctuation included', () => {
    expect(anchorsOf('CONTENT.md')).toContain('change-the-phone-number-contentsiteyaml');
    expect(anchorsOf('CONTENT.md')).toContain('6-publish-on-a-date-optional');
  });
});
