// Decap CMS's local backend for `npm start`: the editor at /admin on the local site reads and
// writes this working tree through decap-server's own request handlers, run inside the local
// server behind the checks of editor-guard.ts. It listens on no port of its own: a page that
// rebinds a host name to 127.0.0.1 finds nothing but the guarded /api/v1/<token>.
//
//   mode fs  (default) writes files straight into the working tree: a saved change shows on the
//            local site after the rebuild.
//   mode git the editorial workflow: each change is committed on a local cms/<collection>/<slug>
//            branch and merged into the current branch when published.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { LocalSiteState } from '../lib/site-state.ts';
import { readBody } from './body.ts';
import { decapApp, withoutMoves, withParsedBody } from './decap-server.ts';
import {
  checkEditorAction,
  checkEditorRequest,
  checkHistoryFile,
  checkHistoryRequest,
  checkLocalOrigin,
  checkRealPaths,
  checkStateRequest,
  dropEscapingEntries,
  EDITOR_API_PATH,
  isHistoryRequest,
  isStateRequest,
  LISTING_ACTIONS,
} from './editor-guard.ts';
import { fileVersions, keepVersion, localEditorName } from './editor-history.ts';
import { makeUploadsSafe } from './editor-uploads.ts';

export interface EditorBackend {
  /** The address /admin calls: /api/v1/<per-run token>. */
  readonly path: string;
  /** Whether a request is for the backend (whatever its checks will say). */
  handles(req: http.IncomingMessage): boolean;
  /** Answers a backend request on the site served at `port`: 403 unless every check passes. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, port: number): Promise<void>;
  /**
   * The /admin page as this computer's own browser gets it: with the backend's address (and so
   * its token) in a meta element. Any other request gets the page unchanged.
   */
  adminPage(html: string, req: http.IncomingMessage, port: number): string;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Media uploads arrive base64-encoded in the JSON body; decap-server's own limit. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

/** The meta element main.tsx reads the backend's address from. */
export const BACKEND_META = 'decap-local-backend';

/**
 * Holds back decap-server's answer to a folder listing and sends it without the entries that a
 * symbolic link leads out of the editor's folders (dropEscapingEntries).
 */
function filterListing(res: http.ServerResponse, repoDir: string): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res);
  res.write = ((chunk: unknown) => {
    if (chunk) chunks.push(Buffer.from(chunk as Buffer));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
    const raw = Buffer.concat(chunks).toString('utf8');
    let text = raw;
    if (res.statusCode === 200) {
      try {
        text = JSON.stringify(dropEscapingEntries(repoDir, JSON.parse(raw)));
      } catch {
        text = raw; // not JSON: an error page, passed on as it is
      }
    }
    if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(text));
    return end(text);
  }) as typeof res.end;
}

/**
 * Refuses a request in a sentence, as JSON in decap-server's own shape ({error}): Decap's local
 * backend reads every answer as JSON and shows its `error`, so a plain-text answer would reach
 * the editor as "Unexpected token … is not valid JSON". 400: the change cannot be saved as it is;
 * 403: who asks, or where it would write.
 */
function deny(res: http.ServerResponse, reason: string, status: 400 | 403 = 403): void {
  const error =
    status === 400
      ? `This change cannot be saved: ${reason}.`
      : `The local editor backend refused this request: ${reason}.`;
  const body = JSON.stringify({ error });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export interface EditorBackendOptions {
  repoDir: string;
  mode?: 'fs' | 'git';
  /** Whether the last rebuild took the editor's change (GET /api/v1/<token>/site-state). */
  siteState?: () => LocalSiteState;
  /**
   * Where each save of the fs workflow is kept as a version (./editor-history.ts), read back by
   * POST /api/v1/<token>/history. Without it no save is kept (Git's versions are still listed).
   */
  historyDir?: string;
  /** The clock of the versions' times (the tests' own). */
  now?: () => Date;
}

/** Answers with JSON, never cached. */
function sendJson(res: http.ServerResponse, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

type Params = { entry?: { path?: unknown; newPath?: unknown; raw?: unknown }; dataFiles?: unknown };

/** The content files a persistEntry call writes, with their new text (newPath, when it moves them). */
function writtenFiles(params: Params): { file: string; text: string }[] {
  const files = [...(params.entry ? [params.entry] : []), ...(Array.isArray(params.dataFiles) ? params.dataFiles : [])];
  return files
    .map((f) => (f ?? {}) as { path?: unknown; newPath?: unknown; raw?: unknown })
    .filter((f) => typeof f.raw === 'string')
    .map((f) => ({ file: String(f.newPath ?? f.path), text: f.raw as string }))
    .filter((f) => f.file.startsWith('content/'));
}

/**
 * Keeps each file of a save as a version once decap-server answers it done (its 200): a save it
 * refused wrote nothing. Kept before that answer leaves (in `res.end`), so the editor's next look
 * at the entry's history, made as soon as the save is reported, lists it. The fs workflow only:
 * the Git workflow commits each save itself.
 */
async function keepVersionsOnSuccess(res: http.ServerResponse, body: unknown, options: EditorBackendOptions) {
  const { action, params } = body as { action: string; params?: Params };
  if (action !== 'persistEntry' || !options.historyDir || (options.mode ?? 'fs') !== 'fs') return;
  const files = writtenFiles(params ?? {});
  const historyDir = options.historyDir;
  const who = await localEditorName(options.repoDir);
  beforeSuccessfulAnswer(res, () => {
    const now = options.now?.() ?? new Date();
    try {
      for (const { file, text } of files) keepVersion(historyDir, file, text, who, now);
    } catch (error) {
      // The save itself went through: a version not kept must not turn it into a failure.
      console.error(`editor history: a version of ${files.map((f) => f.file).join(', ')} not kept:`, error);
    }
  });
}

/** Runs `work` when decap-server answers 200, before that answer leaves. */
function beforeSuccessfulAnswer(res: http.ServerResponse, work: () => void): void {
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode === 200) work();
    return end(...args);
  }) as typeof res.end;
}

/** Answers a read of a file's versions, after the guard's checks. */
async function sendHistory(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: EditorBackendOptions,
): Promise<void> {
  const raw = await readBody(req, 64 * 1024);
  let body: unknown;
  try {
    body = raw === null ? null : JSON.parse(raw.toString('utf8'));
  } catch {
    return deny(res, 'the body is not JSON');
  }
  const allowed = checkHistoryFile(options.repoDir, body);
  if (!allowed.ok) return deny(res, allowed.reason);
  const file = (body as { path: string }).path;
  sendJson(res, await fileVersions(options.historyDir, options.repoDir, file));
}

export async function startEditorBackend(options: EditorBackendOptions): Promise<EditorBackend> {
  const app = await decapApp(options.repoDir, options.mode ?? 'fs');
  const token = randomBytes(32).toString('base64url');
  const apiPath = `${EDITOR_API_PATH}/${token}`;
  const isBackend = (req: http.IncomingMessage) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    return pathname === EDITOR_API_PATH || pathname.startsWith(`${EDITOR_API_PATH}/`);
  };

  return {
    path: apiPath,
    handles: isBackend,
    async handle(req, res, port) {
      const request = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        remoteAddress: req.socket.remoteAddress,
      };
      if (isStateRequest(req.url)) {
        req.resume();
        const allowed = checkStateRequest(request, port, token);
        if (!allowed.ok) return deny(res, allowed.reason);
        return sendJson(res, options.siteState?.() ?? ({ rebuilt: 'ok' } satisfies LocalSiteState));
      }
      if (isHistoryRequest(req.url)) {
        const allowed = checkHistoryRequest(request, port, token);
        if (!allowed.ok) {
          req.resume();
          return deny(res, allowed.reason);
        }
        return sendHistory(req, res, options);
      }
      const verdict = checkEditorRequest(request, port, token);
      if (!verdict.ok) {
        req.resume();
        return deny(res, verdict.reason);
      }
      const raw = await readBody(req, MAX_BODY_BYTES);
      if (raw === null) return deny(res, 'the request is too large');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return deny(res, 'the body is not JSON');
      }
      const allowed = checkEditorAction(body);
      if (!allowed.ok) return deny(res, allowed.reason, allowed.status);
      const real = checkRealPaths(options.repoDir, body);
      if (!real.ok) return deny(res, real.reason, real.status);
      const uploads = makeUploadsSafe(body);
      if (!uploads.ok) return deny(res, uploads.reason, uploads.status);
      await keepVersionsOnSuccess(res, body, options);
      if ((options.mode ?? 'fs') === 'fs') {
        // A move is finished before its save is reported (withoutMoves, in decap-server.ts).
        const save = withoutMoves(body);
        body = save.body;
        if (save.movedAway.length) {
          beforeSuccessfulAnswer(res, () => {
            for (const file of save.movedAway) fs.rmSync(path.join(options.repoDir, file), { force: true });
          });
        }
      }
      withParsedBody(req, body, EDITOR_API_PATH);
      if (LISTING_ACTIONS.has((body as { action: string }).action)) filterListing(res, options.repoDir);
      app(req, res);
    },
    adminPage(html, req, port) {
      const local = checkLocalOrigin({ headers: req.headers, remoteAddress: req.socket.remoteAddress }, port);
      if (!local.ok) return html;
      return html.replace('</head>', `<meta name="${BACKEND_META}" content="${apiPath}">\n</head>`);
    },
  };
}
