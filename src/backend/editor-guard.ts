// Who may use the local editor backend, and what it may touch. decap-server writes into the
// working tree and checks nothing but that a path stays inside the repository, so every request
// passes these rules first (src/backend/decap.ts):
//
// - It comes from this computer's own page: the TCP peer is loopback; Host is localhost,
//   127.0.0.1 or [::1] with the port the site is served on (a DNS-rebinding page sends its own
//   host name); an Origin, when sent, is that very origin; the browser does not call it
//   cross-site; no proxy or tunnel header is present (a tunnel forwards the world to loopback).
// - It carries the per-run token in its path (/api/v1/<token>): the /admin page receives it from
//   the page it was served with, and another page cannot read that page.
// - Every path it names lies under content/ (YAML and Markdown) or public/images/ (pictures),
//   in plain segments: no dot-files, no "..", no absolute paths; and really leads there once
//   symbolic links are resolved.
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { MAX_SLUG_LENGTH } from '../content/schemas/common.ts';

/** Where /admin reaches the local backend; the token follows as the last segment. */
export const EDITOR_API_PATH = '/api/v1';

/**
 * A refusal is 403 (who asks, or where it would write), or 400 when the request is allowed but
 * the file system could not do what it asks (a name too long, a file where a folder should be):
 * the editor shows the sentence instead of decap-server's bare 500.
 */
export type Refusal = { ok: false; reason: string; status?: 400 };
export type Verdict = { ok: true } | Refusal;

const refuse = (reason: string): Refusal => ({ ok: false, reason });
const unfit = (reason: string): Refusal => ({ ok: false, reason, status: 400 });

/** Whether a socket address is this machine. */
export function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/** The host names this computer's own pages use. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Headers a proxy or tunnel adds: a browser on this machine talking to it directly sends none. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via', 'cf-connecting-ip'];

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Whether a request comes from a page this server served on this computer: the checks that
 * guard both the backend and the page that carries the token.
 */
export function checkLocalOrigin(
  request: { headers: IncomingHttpHeaders; remoteAddress: string | undefined },
  port: number,
): Verdict {
  if (!isLoopback(request.remoteAddress)) return refuse('not from this computer');
  const host = (header(request.headers, 'host') ?? '').toLowerCase();
  const allowed = LOCAL_HOSTS.flatMap((name) => [`${name}:${port}`, ...(port === 80 ? [name] : [])]);
  if (!allowed.includes(host)) return refuse(`Host "${host}" is not this computer's site`);
  const origin = header(request.headers, 'origin');
  if (origin !== undefined && origin !== `http://${host}`) return refuse(`Origin "${origin}" is another site`);
  const site = header(request.headers, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(`a ${site} request`);
  const proxied = PROXY_HEADERS.find((name) => header(request.headers, name) !== undefined);
  if (proxied) return refuse(`it came through a proxy or tunnel (${proxied})`);
  return { ok: true };
}

/** Compares two tokens as SHA-256 digests (equal length whatever was sent). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The backend's own checks on method, address and token, before the body is read. */
export function checkEditorRequest(
  request: {
    method: string | undefined;
    url: string | undefined;
    headers: IncomingHttpHeaders;
    remoteAddress: string | undefined;
  },
  port: number,
  token: string,
): Verdict {
  const local = checkLocalOrigin(request, port);
  if (!local.ok) return local;
  if (request.method !== 'POST') return refuse('only POST is answered');
  const pathname = new URL(request.url ?? '/', 'http://local').pathname;
  const given = pathname.startsWith(`${EDITOR_API_PATH}/`) ? pathname.slice(EDITOR_API_PATH.length + 1) : '';
  if (!sameToken(given, token)) return refuse('the editor token is missing or wrong (reload /admin)');
  return { ok: true };
}

/** Where /admin reads whether the last rebuild took the change: /api/v1/<token>/site-state. */
export const SITE_STATE_SUFFIX = '/site-state';

/** Whether a request asks for the site's state (its checks follow in checkStateRequest). */
export function isStateRequest(url: string | undefined): boolean {
  return new URL(url ?? '/', 'http://local').pathname.endsWith(SITE_STATE_SUFFIX);
}

/**
 * The checks on a read of the site's state: the backend's own (this computer's page, the per-run
 * token), for a GET. The state names files and problems of the working tree: no other page reads it.
 */
export function checkStateRequest(
  request: Parameters<typeof checkEditorRequest>[0],
  port: number,
  token: string,
): Verdict {
  return checkSuffixRequest(request, port, token, SITE_STATE_SUFFIX, 'GET');
}

/** Where /admin reads an entry's earlier versions: POST /api/v1/<token>/history with { path }. */
export const HISTORY_SUFFIX = '/history';

/** Whether a request asks for a file's versions (its checks follow in checkHistoryRequest). */
export function isHistoryRequest(url: string | undefined): boolean {
  return new URL(url ?? '/', 'http://local').pathname.endsWith(HISTORY_SUFFIX);
}

/**
 * The checks on a read of a file's versions: the backend's own (this computer's page, the per-run
 * token), for a POST; the file it names is checked as a read of it would be (checkHistoryFile).
 */
export function checkHistoryRequest(
  request: Parameters<typeof checkEditorRequest>[0],
  port: number,
  token: string,
): Verdict {
  return checkSuffixRequest(request, port, token, HISTORY_SUFFIX, 'POST');
}

/** The file a read of versions names: a content file under content/ that really stays there. */
export function checkHistoryFile(repoDir: string, body: unknown): Verdict {
  const file = (body as { path?: unknown } | null)?.path;
  if (!isEditorFile(file) || !String(file).startsWith('content/'))
    return refuse(`history: "${String(file)}" is not a content file under content/`);
  if (!staysInEditorAreas(repoDir, String(file)))
    return refuse(`"${String(file)}" leads outside content/ and public/images/ (a symbolic link)`);
  return { ok: true };
}

/** The backend's checks (this computer's page, the token) on /api/v1/<token><suffix>, by `method`. */
function checkSuffixRequest(
  request: Parameters<typeof checkEditorRequest>[0],
  port: number,
  token: string,
  suffix: string,
  method: 'GET' | 'POST',
): Verdict {
  const local = checkLocalOrigin(request, port);
  if (!local.ok) return local;
  if (request.method !== method) return refuse(`only ${method} is answered`);
  const pathname = new URL(request.url ?? '/', 'http://local').pathname;
  const inside = pathname.startsWith(`${EDITOR_API_PATH}/`) && pathname.endsWith(suffix);
  const given = inside ? pathname.slice(EDITOR_API_PATH.length + 1, -suffix.length) : '';
  if (!sameToken(given, token)) return refuse('the editor token is missing or wrong (reload /admin)');
  return { ok: true };
}

// ---------------------------------------------------------------------------
// What the editor may touch.

/** Folders the editor works in, and the files it may write there. */
const AREAS = [
  { dir: 'content', files: /\.(ya?ml|md)$/ },
  { dir: 'public/images', files: /\.(svg|png|jpe?g|webp|avif|gif)$/i },
] as const;

/** A relative path in plain segments: no absolute path, "..", ".", empty or hidden segment. */
function plainSegments(value: unknown): string[] | null {
  if (typeof value !== 'string' || value === '' || /[\\\0]/.test(value)) return null;
  if (path.posix.isAbsolute(value)) return null;
  const segments = value.split('/');
  return segments.every((s) => s !== '' && !s.startsWith('.')) ? segments : null;
}

/** A folder the editor lists: content/ or public/images/, or one below them. */
export function isEditorFolder(value: unknown): boolean {
  const segments = plainSegments(value);
  const folder = segments?.join('/');
  return folder !== undefined && AREAS.some((a) => folder === a.dir || folder.startsWith(`${a.dir}/`));
}

/** A file the editor reads or writes: a content file under content/, a picture under public/images/. */
export function isEditorFile(value: unknown): boolean {
  const segments = plainSegments(value);
  const file = segments?.join('/');
  return file !== undefined && AREAS.some((a) => file.startsWith(`${a.dir}/`) && a.files.test(file));
}

/** Collection, slug and branch names become Git branch names (cms/<collection>/<slug>). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const isName = (value: unknown) => typeof value === 'string' && NAME.test(value) && !value.includes('..');

/** The longest file name (bytes) Linux and macOS file systems take, and a path well within their limits. */
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_BYTES = 1024;

/**
 * Why the file system would refuse a name the editor may otherwise use, in the editor's words:
 * an entry of content/ is named after its address (at most MAX_SLUG_LENGTH characters), and no
 * name may exceed what the disk takes. Null when it fits.
 */
export function nameProblem(file: string): string | null {
  if (Buffer.byteLength(file) > MAX_PATH_BYTES) return `the path of "${file.slice(0, 60)}…" is too long`;
  const segments = file.split('/');
  const last = segments.at(-1) ?? '';
  const stem = last.includes('.') ? last.slice(0, last.lastIndexOf('.')) : last;
  if (file.startsWith('content/') && stem.length > MAX_SLUG_LENGTH)
    return `the address "${stem.slice(0, 40)}…" is ${stem.length} characters long: an address has at most ${MAX_SLUG_LENGTH}. Choose a shorter one`;
  const long = segments.find((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES);
  return long ? `the name "${long.slice(0, 40)}…" is too long for a file (at most ${MAX_SEGMENT_BYTES} bytes)` : null;
}

type Params = Record<string, unknown>;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const entryFiles = (value: unknown) => list(value).map((f) => (f ?? {}) as Params);

/** For each action Decap's local backend knows: the files and folders it names. */
const PATHS_OF: Record<string, (params: Params) => { files?: unknown[]; folders?: unknown[] }> = {
  info: () => ({}),
  entriesByFolder: (p) => ({ folders: [p.folder] }),
  entriesByFiles: (p) => ({ files: entryFiles(p.files).map((f) => f.path) }),
  getEntry: (p) => ({ files: [p.path] }),
  getMedia: (p) => ({ folders: [p.mediaFolder] }),
  getMediaFile: (p) => ({ files: [p.path] }),
  persistEntry: (p) => {
    const data = [...(p.entry ? [p.entry] : []), ...list(p.dataFiles)].map((f) => (f ?? {}) as Params);
    return {
      files: [
        ...data.flatMap((f) => [f.path, ...(f.newPath === undefined ? [] : [f.newPath])]),
        ...entryFiles(p.assets).map((a) => a.path),
      ],
    };
  },
  persistMedia: (p) => ({ files: [((p.asset ?? {}) as Params).path] }),
  deleteFile: (p) => ({ files: [p.path] }),
  deleteFiles: (p) => ({ files: list(p.paths) }),
  getDeployPreview: () => ({}),
  unpublishedEntries: () => ({}),
  unpublishedEntry: () => ({}),
  unpublishedEntryDataFile: (p) => ({ files: [p.path] }),
  unpublishedEntryMediaFile: (p) => ({ files: [p.path] }),
  deleteUnpublishedEntry: () => ({}),
  updateUnpublishedEntryStatus: () => ({}),
  publishUnpublishedEntry: () => ({}),
};

/** The actions of Decap's local backend the guard lets through (each checked by its paths). */
export const EDITOR_ACTIONS: readonly string[] = Object.keys(PATHS_OF);

/** The files and folders a backend call names (an unknown action names none). */
function pathsOf(body: unknown): unknown[] {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== 'string' || !Object.hasOwn(PATHS_OF, action)) return [];
  const { files = [], folders = [] } = PATHS_OF[action]!((params ?? {}) as Params);
  return [...files, ...folders];
}

/**
 * Where a path really leads: its nearest existing part resolved through every symbolic link, then
 * the rest. Null for a link that leads nowhere (writing through it would create its target).
 */
function realLocation(file: string): string | null {
  let existing = file;
  const rest: string[] = [];
  while (!fs.existsSync(existing) && !isLink(existing)) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  try {
    return path.join(fs.realpathSync(existing), ...rest);
  } catch {
    return null;
  }
}

/** Whether a path is a symbolic link (false where it cannot exist: a file stands for a folder on its way). */
function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch {
    return false;
  }
}

/**
 * Whether every path of a call (already checked by name, checkEditorAction) really stays in
 * content/ or public/images/ of `repoDir`: a committed symbolic link under content/ would
 * otherwise carry an editor's write, or read, anywhere on this computer.
 */
export function checkRealPaths(repoDir: string, body: unknown): Verdict {
  for (const named of pathsOf(body)) {
    if (!staysInEditorAreas(repoDir, String(named))) {
      return refuse(`"${String(named)}" leads outside content/ and public/images/ (a symbolic link)`);
    }
    const clash = folderClash(path.join(repoDir, String(named)));
    if (clash) return unfit(`"${String(named)}" cannot be written: ${clash}`);
  }
  return { ok: true };
}

/** Why a path's existing parts stand in the way (a file where a folder should be: ENOTDIR), or null. */
function folderClash(file: string): string | null {
  let parent = path.dirname(file);
  while (!fs.existsSync(parent)) parent = path.dirname(parent);
  return fs.statSync(parent).isDirectory() ? null : `${path.basename(parent)} is a file, not a folder`;
}

/** Whether a repository path, links followed, is really under content/ or public/images/. */
export function staysInEditorAreas(repoDir: string, named: string): boolean {
  const repo = fs.realpathSync(repoDir);
  const roots = AREAS.map((a) => path.join(repo, a.dir));
  const real = realLocation(path.join(repo, named));
  return real !== null && roots.some((root) => real === root || real.startsWith(`${root}${path.sep}`));
}

/** The calls whose answer is a folder's listing, read file by file by decap-server. */
export const LISTING_ACTIONS = new Set(['entriesByFolder', 'getMedia']);

/**
 * A folder listing without the entries whose real path leaves content/ and public/images/: a
 * link committed as content/blog/k.md -> ../../.data/local-keys.json is listed by name like any
 * file, and decap-server would read it back to /admin. Entries are { file: { path } } (entries)
 * or { path } (media).
 */
export function dropEscapingEntries(repoDir: string, listing: unknown): unknown {
  if (!Array.isArray(listing)) return listing;
  return listing.filter((entry) => {
    const named =
      (entry as { file?: { path?: unknown }; path?: unknown })?.file?.path ?? (entry as { path?: unknown })?.path;
    return typeof named === 'string' && staysInEditorAreas(repoDir, named);
  });
}

/** Pictures of kinds the site does not show (a phone's HEIC photo, a scan): refused with what to upload. */
const OTHER_PICTURES = /\.(heic|heif|tiff?|bmp|psd|jxl)$/i;

/** Whether a backend call (Decap's `{action, params}`) stays within what the editor may touch. */
export function checkEditorAction(body: unknown): Verdict {
  const { action, params = {} } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== 'string' || !Object.hasOwn(PATHS_OF, action)) return refuse(`unknown action ${String(action)}`);
  if (typeof params !== 'object' || params === null) return refuse('params must be an object');
  const p = params as Params;
  for (const key of ['branch', 'collection', 'slug'] as const) {
    if (p[key] !== undefined && !isName(p[key])) return refuse(`${key} "${String(p[key])}" is not a plain name`);
    if (p[key] !== undefined && String(p[key]).length > MAX_SEGMENT_BYTES - 20)
      return unfit(`${key} "${String(p[key]).slice(0, 40)}…" is too long`);
  }
  const { files = [], folders = [] } = PATHS_OF[action]!(p);
  const badFolder = folders.find((f) => !isEditorFolder(f));
  if (badFolder !== undefined)
    return refuse(`${action}: "${String(badFolder)}" is outside content/ and public/images/`);
  const badFile = files.find((f) => !isEditorFile(f));
  // A picture of a kind the site does not show (a HEIC photo): the editor may upload there, so
  // the answer says what to upload instead, not who may ask.
  const picture =
    typeof badFile === 'string' &&
    OTHER_PICTURES.test(badFile) &&
    isEditorFolder(badFile.slice(0, badFile.lastIndexOf('/')));
  if (picture && badFile.startsWith('public/images/'))
    return unfit(
      `"${badFile.split('/').pop()}" is not a picture the site can show: upload a JPEG, PNG, WebP, AVIF or SVG picture instead (a HEIC photo saved as a JPEG)`,
    );
  if (badFile !== undefined) {
    return refuse(
      `${action}: "${String(badFile)}" is not a content file under content/ or a picture under public/images/`,
    );
  }
  for (const named of [...files, ...folders]) {
    const problem = nameProblem(String(named));
    if (problem) return unfit(problem);
  }
  return { ok: true };
}
