/**
 * The redirects of content/redirects.yaml as the dev server answers them (`npm run dev` serves
 * the source, not a build with `_redirects`). Read again when the file changes; a file with
 * problems answers no redirect (the dev server shows the problems on every page instead).
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { DATA_FILES } from './load.ts';
import { GONE_STATUS, type HostRule, hostRules, matchRedirect, redirectLocation } from './redirect-hosts.ts';

export function redirectRulesReader(contentDir: string): () => HostRule[] {
  const file = path.join(contentDir, DATA_FILES.redirects.file);
  let cached: { stamp: string; rules: HostRule[] } | undefined;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      // Time and size: a save within the clock's resolution still changes one of them.
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return [];
    }
    if (cached?.stamp === stamp) return cached.rules;
    let rules: HostRule[] = [];
    try {
      const checked = DATA_FILES.redirects.schema.safeParse(parse(readFileSync(file, 'utf8')));
      if (checked.success) rules = hostRules(checked.data);
    } catch {
      // Unreadable YAML: the content check names the line.
    }
    cached = { stamp, rules };
    return rules;
  };
}

/**
 * The dev server's answer to content/redirects.yaml (a Connect middleware), as `npm start`
 * answers the built `_redirects`: the same status and Location; a gone address gets 410.
 */
export function redirectMiddleware(contentDir: string) {
  const rules = redirectRulesReader(contentDir);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://local');
    const rule = matchRedirect(rules(), url.pathname);
    if (!rule) {
      next();
      return;
    }
    if (rule.status === GONE_STATUS) {
      res
        .writeHead(GONE_STATUS, { 'content-type': 'text/plain;charset=utf-8' })
        .end('Gone: this page was removed on purpose.\n');
      return;
    }
    const location = redirectLocation(rule, url.search);
    res.writeHead(rule.status, { location, 'content-type': 'text/plain;charset=utf-8' }).end(`Moved to ${location}\n`);
  };
}
