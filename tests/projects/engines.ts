/**
 * What a test file starts that makes it an integration test: read from its source and from the
 * helpers under tests/ that it imports (modules of src/ and scripts/ are not followed: importing
 * them starts nothing, calling them does, and the call is in the test or its helper).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ENGINES: { pattern: RegExp; what: string }[] = [
  { pattern: /^import (?!type )[^;]*from 'node:child_process'/m, what: 'starts child processes' },
  { pattern: /^import (?!type )[^;]*from '@electric-sql\/pglite'|\bopenDatabase\(/m, what: 'opens PGlite' },
  { pattern: /\bstartServer\(/, what: 'starts the local server with its database' },
  { pattern: /\b(indexBuiltSite|startSearchIndex)\(/, what: "runs Pagefind's binary" },
  { pattern: /^import (?!type )[^;]*from '@playwright\/test'/m, what: 'drives Chromium' },
  { pattern: /^import (?!type )[^;]*from 'sharp'/m, what: 'encodes images with sharp' },
];

const RELATIVE_IMPORT = /^(?:import|export) (?!type )[^;]*from '(\.{1,2}\/[^']+)'/gm;

/**
 * Every engine the file starts, as "what (file)", with paths relative to testsDir's parent.
 * `read` is swappable so the scan itself can be tested on sources held in memory.
 */
export function enginesStartedBy(
  file: string,
  testsDir: string,
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = read(current);
    const name = path.relative(path.dirname(testsDir), current);
    for (const { pattern, what } of ENGINES) if (pattern.test(source)) found.push(`${what} (${name})`);
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(current), specifier!);
      if (target.startsWith(testsDir + path.sep)) visit(target);
    }
  };
  visit(path.resolve(file));
  return found;
}
