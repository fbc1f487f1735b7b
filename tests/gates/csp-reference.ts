/**
 * The reference for scanPage (scripts/lib/headers.ts), which reads only the tags the policy looks
 * at: the same policy applied to every start tag the full parser reads.
 */
import { findBlockedInline, findInlineScripts, hashScript } from '../../scripts/lib/csp.ts';
import type { PageScan } from '../../scripts/lib/headers.ts';
import { startTags } from '../../scripts/lib/html.ts';

export function fullScan(html: string): PageScan {
  const tags = startTags(html);
  return {
    scriptHashes: findInlineScripts(tags).map(hashScript),
    blocked: findBlockedInline(tags).map((b) => `${b.detail} (${b.kind})`),
  };
}
