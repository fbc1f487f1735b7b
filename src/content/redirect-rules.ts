/**
 * The redirects of content/redirects.yaml as the dev server answers them (`npm run dev` serves
 * the source, not a build with `_redirects`). Read again when the file changes; a file with
 * problems answers no redirect (the dev server shows the problems on every page instead).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type HostRule, hostRules } from '../lib/redirects.ts';
import { DATA_FILES } from './load.ts';

export function redirectRulesReader(contentDir: string): () => HostRule[] {
  const file = path.join(contentDir, DATA_FILES.redirects.file);
  let cached: { mtimeMs: number; rules: HostRule[] } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs === mtimeMs) return cached.rules;
    let rules: HostRule[] = [];
    try {
      const checked = DATA_FILES.redirects.schema.safeParse(parse(readFileSync(file, 'utf8')));
      if (checked.success) rules = hostRules(checked.data);
    } catch {
      // Unreadable YAML: the content check names the line.
    }
    cached = { mtimeMs, rules };
    return rules;
  };
}
