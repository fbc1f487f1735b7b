// Pictures the editor uploads through the local backend, made safe before decap-server writes
// them: an SVG arrives base64-encoded in a persistMedia or persistEntry call and is written only
// as src/lib/svg-safe.ts leaves it (no script, no on* handler, no foreignObject, no reference
// outside the picture). The editor does the same before it sends (src/admin/svg-uploads.ts),
// and the build again on every SVG it publishes; this step holds for any other caller.
import { isSvgName } from '../lib/svg-safe.ts';
import { safeSvg } from '../lib/svg-safe-node.ts';
import type { Verdict } from './editor-guard.ts';

interface Asset {
  path?: unknown;
  content?: unknown;
  encoding?: unknown;
}

/** The assets a call uploads (persistMedia's one, persistEntry's list). */
function uploadsOf(body: unknown): Asset[] {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: Record<string, unknown> };
  if (action === 'persistMedia') return params?.asset ? [params.asset as Asset] : [];
  if (action === 'persistEntry' && Array.isArray(params?.assets)) return params.assets as Asset[];
  return [];
}

/**
 * Replaces, in place, the content of every SVG the call uploads by its safe version. Refuses
 * (400, in a sentence) a file named .svg that holds no SVG picture.
 */
export function makeUploadsSafe(body: unknown): Verdict {
  for (const asset of uploadsOf(body)) {
    if (typeof asset.path !== 'string' || !isSvgName(asset.path) || typeof asset.content !== 'string') continue;
    const text = Buffer.from(asset.content, asset.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
    const safe = safeSvg(text);
    if (!safe) return { ok: false, status: 400, reason: `${asset.path} is not an SVG picture` };
    asset.content = Buffer.from(safe.svg).toString('base64');
    asset.encoding = 'base64';
  }
  return { ok: true };
}
