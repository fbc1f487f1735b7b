/**
 * ARCHITECTURE.md stays a map of the whole code: every folder of src/, scripts/, supabase/ and functions/ is
 * named in it (a new folder fails here until the map says what it is for and what it may import),
 * and it stays short enough to read in ten minutes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const MAP = readFileSync(path.join(REPO, 'ARCHITECTURE.md'), 'utf8');

/** Every folder under `tree`, repository-relative, the tree itself first; dependencies and dot-folders left out. */
function foldersOf(tree: string): string[] {
  const out = [tree];
  for (const entry of readdirSync(path.join(REPO, tree), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    out.push(...foldersOf(`${tree}/${entry.name}`));
  }
  return out;
}

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The folder's path as a whole word of the map: `src/lib/` names src/lib, not src/lib/supabase. */
const named = (folder: string) =>
  new RegExp(`(^|[\\s\`(\\[])${asPattern(folder)}/?(?=[\\s\`),.:;\\]]|$)`, 'm').test(MAP);

describe('ARCHITECTURE.md', () => {
  const folders = ['src', 'scripts', 'supabase', 'functions'].flatMap(foldersOf);

  it('names every folder of src/, scripts/, supabase/ and functions/', () => {
    expect(folders.length).toBeGreaterThan(20);
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });

  it('a folder counts as named only by its whole path', () => {
    expect(named('src/lib/supabase')).toBe(true);
    expect(named('src/lib/supa')).toBe(false);
    expect(named('src/pages/blog/page/@n')).toBe(true);
  });

  it('is at most 250 lines', () => {
    expect(MAP.split('\n').length).toBeLessThanOrEqual(250);
  });
});
