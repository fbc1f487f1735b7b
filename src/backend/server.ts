// The local server behind `npm start`, e2e tests and the bench: one
// node:http server that answers the REST API (gateway.ts) and serves the
// built site (static.ts), on top of the local database (db.ts), and, when
// asked to, sends the e-mails the database queues (notify/).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { HUMAN_CHECK_PATH, handleHumanCheck } from '../../supabase/functions/_shared/human-check.ts';
import type { HumanCheckGate } from '../../supabase/functions/_shared/human-check-gate.ts';
import { restRpc } from '../../supabase/functions/_shared/notify/rest-store.ts';
import { handleOneClickUnsubscribe, ONE_CLICK_PATH } from '../../supabase/functions/_shared/notify/unsubscribe.ts';
import { NEWSLETTER_PATHS } from '../content/routes.ts';
import { ADMIN_DIR } from '../lib/site-paths.ts';
import { readBody } from './body.ts';
import { type LocalDatabase, openDatabase, REPO_ROOT, resolveDataDir } from './db.ts';
import type { EditorBackend } from './decap.ts';
import { createLocalKeys, humanCheckKey, humanCheckTurnstile, loadOrCreateLocalKeys } from './gateway/keys.ts';
import { clientAddress, createGateway } from './gateway.ts';
import { type LocalNotifier, type LocalNotifierOptions, startLocalNotifier } from './notify/index.ts';
import { removeServerRecord, writeServerRecord } from './server-record.ts';
import { createStaticHandler } from './static.ts';

/** A Node request as a fetch Request (for handlers shared with the Edge Functions); null when its body is over `maxBytes`. */
async function toFetchRequest(req: http.IncomingMessage, base: string, maxBytes = 64 * 1024): Promise<Request | null> {
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, maxBytes);
  if (body === null) return null;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DIST_DIR = path.join(REPO_ROOT, 'dist', 'client');

export interface StartOptions {
  /** 0 picks a free port. Default: $PORT or 3000. */
  port?: number;
  /** Default: $HOST or 127.0.0.1 (not reachable from other machines). */
  host?: string;
  /** Folder for local state (database, keys). Default: $DATA_DIR or <repo>/.data. */
  dataDir?: string;
  /** The built site. Default: <repo>/dist/client. */
  distDir?: string;
  /** A throw-away database and fresh keys; nothing is written to disk. */
  inMemory?: boolean;
  /** See GatewayOptions.trustProxy. */
  trustProxy?: boolean;
  /** The editor's local backend (decap-server's handlers behind the guard) at /api/v1/<token>. */
  editor?: EditorBackend;
  /** Send the queued e-mails (leads, newsletter confirmations) in-process. Default: none are sent. */
  notify?: Omit<LocalNotifierOptions, 'pg'>;
}

export interface RunningServer {
  /** Base URL of the site and of the REST API (`${url}/rest/v1`). */
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  /** The same two roles' keys of the new kinds (sb_publishable_…, sb_secret_…). */
  publishableKey: string;
  secretKey: string;
  db: LocalDatabase;
  /** The e-mail sender, when StartOptions.notify was given. */
  notifier?: LocalNotifier;
  close(): Promise<void>;
}

export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return port;
}

/**
 * The base URL for a listen address. "localhost" for the loopback and
 * wildcard addresses, so that the URL the built site calls
 * (VITE_SUPABASE_URL) and the page's own origin agree.
 */
export function publicUrl(host: string, port: number): string {
  const local = ['127.0.0.1', 'localhost', '0.0.0.0', '::'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Answers a request with an Edge Function's handler, as Supabase would: the request as the Fetch
 * API's (413 past `limit` bytes), the handler's response written back (no body for HEAD).
 */
async function answerAsFunction(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  base: string,
  limit: number | undefined,
  handle: (request: Request) => Promise<Response>,
): Promise<void> {
  const request = await toFetchRequest(req, base, limit);
  if (!request) {
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Too large\n');
    return;
  }
  const answer = await handle(request);
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? process.env.HOST ?? DEFAULT_HOST;
  const dataDir = options.dataDir ?? resolveDataDir();
  const keys = options.inMemory ? await createLocalKeys() : await loadOrCreateLocalKeys(dataDir);
  const db = await openDatabase(options.inMemory ? { inMemory: true } : { dataDir });

  let notifier: LocalNotifier | undefined;
  try {
    notifier = options.notify ? startLocalNotifier({ ...options.notify, pg: db.pg }) : undefined;
    const gateway = await createGateway({
      pg: db.pg,
      keys,
      trustProxy: options.trustProxy,
      onWrite: notifier ? () => notifier?.kick() : undefined,
    });
    const { editor } = options;
    const servedPort = () => (server.address() as AddressInfo).port;
    const serveStatic = createStaticHandler(options.distDir ?? DEFAULT_DIST_DIR, {
      // This computer's own /admin page learns the backend's address (with its token) from here.
      ...(editor
        ? {
            rewrite: {
              file: `${ADMIN_DIR}/index.html`,
              paths: [`/${ADMIN_DIR}`, `/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`],
              html: (html, req) => editor.adminPage(html, req, servedPort()),
            },
          }
        : {}),
    });
    // The newsletter-unsubscribe Edge Function's stand-in: the same handler, calling the same
    // database function through this server's REST API with the anon key.
    const oneClickUnsubscribe = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      const base = publicUrl(host, servedPort());
      const rpc = restRpc({ url: base, key: keys.anonKey });
      await answerAsFunction(req, res, base, undefined, (request) =>
        handleOneClickUnsubscribe(request, {
          pageUrl: `${base}${NEWSLETTER_PATHS.unsubscribe}`,
          unsubscribe: (token) => rpc<boolean>('unsubscribe_newsletter', { token }),
        }),
      );
    };
    // The human-check Edge Function's stand-in: the same handler, with the local key, recording
    // verified solutions through this server's REST API as service_role.
    const humanCheck = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      const base = publicUrl(host, servedPort());
      const rpc = restRpc({ url: base, key: keys.serviceRoleKey });
      await answerAsFunction(req, res, base, 16 * 1024, (request) =>
        handleHumanCheck(request, {
          key: humanCheckKey(keys),
          ...humanCheckTurnstile(new URL(base).hostname),
          remoteIp: clientAddress(req, options.trustProxy ?? false),
          record: (signature, expiresAt) => rpc<boolean>('record_human_check', { signature, expires_at: expiresAt }),
          // The client as the gateway counts it (the socket, or a trusted proxy's entry).
          gate: () =>
            rpc<HumanCheckGate>('human_check_gate', {
              client_address: clientAddress(req, options.trustProxy ?? false),
            }),
        }),
      );
    };
    const server = http.createServer(async (req, res) => {
      try {
        if (await gateway(req, res)) return;
        const { pathname } = new URL(req.url ?? '/', 'http://local');
        if (pathname === ONE_CLICK_PATH) return await oneClickUnsubscribe(req, res);
        if (pathname === HUMAN_CHECK_PATH) return await humanCheck(req, res);
        if (editor?.handles(req)) return await editor.handle(req, res, servedPort());
        await serveStatic(req, res);
      } catch (error) {
        console.error('[server]', error);
        if (!res.headersSent)
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
        else res.destroy();
      }
    });

    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${options.port ?? portFromEnv()} on ${host} is already in use. Stop the other server, or set PORT.`,
              )
            : error,
        );
      });
      server.listen(options.port ?? portFromEnv(), host, resolve);
    });

    const port = (server.address() as AddressInfo).port;
    const url = publicUrl(host, port);
    // `npm run contacts` reaches the database through this server while it holds the folder.
    if (!options.inMemory) writeServerRecord(dataDir, url);

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        if (!options.inMemory) removeServerRecord(dataDir, url);
        // Stop accepting, let requests in flight finish (briefly), then close
        // the database: a query must never meet a closed PGlite.
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), 2000);
        await stopped;
        clearTimeout(timer);
        await notifier?.stop();
        await db.close();
      })());

    const { anonKey, serviceRoleKey, publishableKey, secretKey } = keys;
    return { url, port, anonKey, serviceRoleKey, publishableKey, secretKey, db, notifier, close };
  } catch (error) {
    await notifier?.stop();
    await db.close();
    throw error;
  }
}
