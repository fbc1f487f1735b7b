// Which e-mail settings a sender runs with, as one digest. The site's build publishes the digest
// of the settings its content makes (SETTINGS_DIGEST_PATH, beside the pages); notify-leads
// computes the digest of the settings.json it was deployed with, and its health check reports
// the two differing: the function's e-mails no longer follow the site's content.
//
// Only the digest is published, never the settings: they name the owner's private inboxes. A
// digest confirms a guess only to someone who knows every other text of the settings too, that
// is, who can read the repository, which holds the addresses anyway.
import { sha256Hex } from './secret.ts';
import type { NotifySettings } from './types.ts';

/** Where the site publishes the digest: {"sha256": "<hex>"}. */
export const SETTINGS_DIGEST_PATH = '/notify-settings-digest.json';

/** JSON with the keys of every object sorted, so that equal settings give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the settings in canonical JSON. */
export function settingsDigest(settings: NotifySettings): Promise<string> {
  return sha256Hex(canonicalJson(settings));
}
