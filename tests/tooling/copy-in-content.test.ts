/**
 * Copy lives only in content/: no component, page or island writes words into the markup
 * (JSX text, literal children, or literal aria-label/alt/title/placeholder/label values).
 * The fixtures prove that the scan catches each case and leaves class names, ids, hrefs and
 * data attributes alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCopyInSource, formatFinding } from './copy-scan.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['src/components', 'src/pages', 'src/islands'];
const FIXTURES = path.join(REPO_ROOT, 'tests/fixtures/copy-scan');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

const scan = (rel: string) => findCopyInSource(rel, readFileSync(path.join(REPO_ROOT, rel), 'utf8'));

describe('copy lives only in content/', () => {
  const files = SCANNED.flatMap(sourceFiles);

  it('scans the components, pages and islands', () => {
    expect(files).toContain('src/components/Header.tsx');
    expect(files).toContain('src/pages/blog/@slug/+Page.tsx');
    expect(files).toContain('src/islands/ContactForm.tsx');
  });

  it('no component, page or island contains words (move them to content/, see CONTENT.md)', () => {
    const found = files.flatMap((file) => scan(file).map((f) => formatFinding(file, f)));
    expect(found).toEqual([]);
  });
});

describe('the scan', () => {
  it('reports every kind of copy in markup, with its line', () => {
    const found = findCopyInSource('CopyInMarkup.tsx', readFileSync(path.join(FIXTURES, 'CopyInMarkup.tsx'), 'utf8'));
    expect(found.map((f) => formatFinding('CopyInMarkup.tsx', f))).toEqual([
      'CopyInMarkup.tsx:5 literal aria-label attribute "Main"',
      'CopyInMarkup.tsx:6 JSX text "Menu"',
      'CopyInMarkup.tsx:8 JSX text "All industries"',
      'CopyInMarkup.tsx:10 literal JSX child "Read more"',
      'CopyInMarkup.tsx:11 literal JSX child "min read"',
      'CopyInMarkup.tsx:12 literal JSX child "Close"',
      'CopyInMarkup.tsx:13 literal JSX child "Opens in a new tab"',
      'CopyInMarkup.tsx:14 literal alt attribute "Company logo"',
      'CopyInMarkup.tsx:15 literal placeholder attribute "Your email"',
      'CopyInMarkup.tsx:15 literal title attribute "Page"',
      'CopyInMarkup.tsx:16 literal aria-description attribute "Short summary"',
      'CopyInMarkup.tsx:17 literal label attribute "Website"',
      'CopyInMarkup.tsx:18 literal label attribute "Fallback label"',
      'CopyInMarkup.tsx:24 literal aria-valuetext attribute "hours"',
    ]);
  });

  it('leaves class names, ids, hrefs, data attributes, empty alts and punctuation alone', () => {
    expect(findCopyInSource('NotCopy.tsx', readFileSync(path.join(FIXTURES, 'NotCopy.tsx'), 'utf8'))).toEqual([]);
  });

  it('counts any alphabet as words, but not a single letter', () => {
    const found = (jsx: string) => findCopyInSource('x.tsx', `export const x = (n: number) => ${jsx};`);
    expect(found('<p>Über uns</p>')).toHaveLength(1);
    expect(found('<p>お問い合わせ</p>')).toHaveLength(1);
    expect(found('<p>{n} x {n}</p>')).toEqual([]);
  });
});
