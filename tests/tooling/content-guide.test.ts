/**
 * CONTENT.md stays true: the error lines it quotes are exactly what `npm run check` prints for
 * each mistake made in the guide's fixture (tests/tooling/error-examples.ts; never the live
 * content/, whose line numbers move with every edit), and the lists of allowed values it gives
 * editors match the schemas and the route table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { ANCHORS } from '../../src/content/routes.ts';
import { COLORS } from '../../src/content/schemas/common.ts';
import { ICONS } from '../../src/content/schemas/offerings.ts';
import { ERROR_EXAMPLES, GUIDE_FIXTURE, runExample } from './error-examples.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const guide = readFileSync(path.join(REPO_ROOT, 'CONTENT.md'), 'utf8');

/** Text of the CONTENT.md section under the heading `title` (## or ###), up to the next heading. */
function section(title: string): string {
  const match = new RegExp(`^(#{2,3}) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`, 'm').exec(guide);
  if (!match) throw new Error(`CONTENT.md has no heading "${title}"`);
  const rest = guide.slice(match.index + match[0].length);
  const end = rest.search(/^#{2,3} /m);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('CONTENT.md, "Reading an error"', () => {
  it("breaks the guide's fixture, which is valid as it stands (each example's lines are its own mistake)", () => {
    const { problems } = checkContent({ contentDir: GUIDE_FIXTURE, publicDir: path.join(REPO_ROOT, 'public') });
    expect(problems).toEqual([]);
  });

  it.each(ERROR_EXAMPLES.map((e) => [e.title, e] as const))(
    '%s: quotes the real output of npm run check',
    (title, example) => {
      const lines = runExample(example);
      expect(lines.length, 'the example must produce at least one problem').toBeGreaterThan(0);
      const text = section(title);
      const missing = lines.filter((line) => !text.includes(`${line}\n`));
      expect(
        missing,
        `update the "${title}" section of CONTENT.md with these lines (print all with printExamples()):\n${lines.join('\n')}`,
      ).toEqual([]);
    },
  );
});

describe('CONTENT.md for a first-time editor', () => {
  const start = guide.slice(0, guide.indexOf('\n# Reference\n'));

  it('starts with a main path under 2,500 words, reference material after it', () => {
    expect(guide.indexOf('\n# Reference\n')).toBeGreaterThan(0);
    const words = start.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(500);
    expect(words).toBeLessThan(2500);
  });

  it('covers the three ways to edit, what happens next, the glossary and the traps', () => {
    for (const heading of [
      '## Three ways to edit',
      '### 1. In the browser, at /admin',
      '### 2. On GitHub, in the web editor',
      '### 3. On your computer, with VS Code',
      '## What happens after you propose a change',
      '## Words you will meet',
      '## Traps the checker catches for you',
    ]) {
      expect(start).toContain(`\n${heading}\n`);
    }
    for (const word of ['**Front matter**', '**Slug**', '**Markdown**', '**Quotes in YAML**'])
      expect(start).toContain(word);
  });
});

describe('CONTENT.md lists', () => {
  it('names every anchor links may point at', () => {
    for (const anchor of Object.values(ANCHORS).flat()) expect(guide, `#${anchor}`).toContain(`\`#${anchor}\``);
  });

  it('names every icon and colour', () => {
    const services = section('Change a service card (`content/services.yaml`)');
    expect(services).toContain(`\`icon\` is one of: ${ICONS.join(', ')}.`);
    expect(services).toContain(`\`color\` is one of: ${COLORS.join(', ')}.`);
  });

  it('documents every npm script it mentions', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const mentioned = new Set([...guide.matchAll(/npm run ([a-z:]+)/g)].map((m) => m[1]!));
    // schemas and new:post are added by the tooling change; see scripts/gen-schemas.ts and scripts/new-post.ts.
    const known = new Set([...Object.keys(pkg.scripts), 'schemas', 'new:post']);
    expect([...mentioned].filter((s) => !known.has(s))).toEqual([]);
  });
});
