/** Security and caching headers for static hosts (see issue 5 for the full policy). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../../src/content/load.ts';

export function writeSecurityHeaders(dist: string, _content: SiteContent): void {
  const lines = ['/*', '  X-Content-Type-Options: nosniff', '  Referrer-Policy: strict-origin-when-cross-origin', '  X-Frame-Options: DENY', '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''];
  writeFileSync(path.join(dist, '_headers'), lines.join('\n'));
}
