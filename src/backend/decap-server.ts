// The one place the local server leans on what decap-server does not publish. decap-server is
// published as a program (`npx decap-server`, its own port); the local server instead runs its
// request handlers inside itself, behind the guard (./decap.ts, ./editor-guard.ts), so it reaches:
//
//   - dist/middlewares.js, its compiled handlers (`registerLocalFs`, `registerLocalGit`),
//   - the Express of its own dependencies, the one those handlers are written against,
//   - GIT_REPO_DIRECTORY, read from the environment as the handlers register,
//   - body-parser's `_body` mark (Express's JSON parser leaves a request so marked alone), to hand
//     it a body the guard has already read and checked.
//
// `checkDecapServer` says which of them is missing (after an update of decap-server); the
// backend refuses to start without them, naming each. tests/admin/decap-upgrade.test.ts runs it
// against the installed package. The editor's own seam, in the browser, is src/admin/decap-internals.ts
// (the two live in different layers: the server imports nothing of the editor, and the editor's
// bundle nothing of Node).
import type http from 'node:http';
import { createRequire } from 'node:module';

/** The files of decap-server the local server loads, as resolved from its package folder. */
export const DECAP_SERVER_FILES = {
  middlewares: './dist/middlewares.js',
  express: 'express',
  /** Express's JSON parser, which skips a request marked `_body`. */
  jsonParser: 'body-parser/lib/types/json.js',
} as const;

/** The handlers' registrations in dist/middlewares.js. */
export const DECAP_SERVER_EXPORTS = ['registerLocalFs', 'registerLocalGit'] as const;

/** The variable decap-server reads its repository folder from. */
export const REPO_VARIABLE = 'GIT_REPO_DIRECTORY';

export type ExpressApp = ((req: http.IncomingMessage, res: http.ServerResponse) => void) & Record<string, unknown>;
type Register = (app: ExpressApp, options: { logLevel: string }) => Promise<void>;
type Loader = (specifier: string) => unknown;

interface DecapServerParts {
  express: () => ExpressApp;
  middlewares: Record<(typeof DECAP_SERVER_EXPORTS)[number], Register>;
}

/** Loads a module as decap-server itself would: resolved from its package folder. */
export function fromDecapServer(): Loader & { resolve(specifier: string): string } {
  const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'));
  const fromExpress = createRequire(fromDecap.resolve('express'));
  const load = ((specifier: string) =>
    specifier === DECAP_SERVER_FILES.jsonParser ? fromExpress(specifier) : fromDecap(specifier)) as Loader & {
    resolve(specifier: string): string;
  };
  load.resolve = (specifier) =>
    specifier === DECAP_SERVER_FILES.jsonParser ? fromExpress.resolve(specifier) : fromDecap.resolve(specifier);
  return load;
}

/**
 * What the local server needs of decap-server that is not there, each named (empty: all there).
 * `load` loads a module of decap-server's (swappable, for the tests of this check).
 */
export function checkDecapServer(load: Loader = fromDecapServer()): string[] {
  const missing: string[] = [];
  const attempt = (specifier: string): unknown => {
    try {
      return load(specifier);
    } catch {
      missing.push(`decap-server's ${specifier} (it no longer loads)`);
      return undefined;
    }
  };
  const middlewares = attempt(DECAP_SERVER_FILES.middlewares) as Record<string, unknown> | undefined;
  for (const name of DECAP_SERVER_EXPORTS) {
    if (middlewares && typeof middlewares[name] !== 'function')
      missing.push(`${name} in decap-server's ${DECAP_SERVER_FILES.middlewares}`);
  }
  const express = attempt(DECAP_SERVER_FILES.express);
  if (express !== undefined && typeof express !== 'function') missing.push("decap-server's express (not a function)");
  const json = attempt(DECAP_SERVER_FILES.jsonParser);
  if (json !== undefined && !String(json).includes('req._body'))
    missing.push(`the _body mark in ${DECAP_SERVER_FILES.jsonParser} (a checked body would be read twice)`);
  return missing;
}

/** decap-server's parts, or an error naming every missing one. */
function decapServerParts(): DecapServerParts {
  const missing = checkDecapServer();
  if (missing.length)
    throw new Error(
      `decap-server no longer has what the local editor backend relies on (src/backend/decap-server.ts): ${missing.join('; ')}.`,
    );
  const load = fromDecapServer();
  return {
    express: load(DECAP_SERVER_FILES.express) as DecapServerParts['express'],
    middlewares: load(DECAP_SERVER_FILES.middlewares) as DecapServerParts['middlewares'],
  };
}

/** decap-server's handlers on an Express app of decap-server's own Express, for `repoDir`. */
export async function decapApp(repoDir: string, mode: 'fs' | 'git'): Promise<ExpressApp> {
  const { express, middlewares } = decapServerParts();
  const app = express();
  const before = process.env[REPO_VARIABLE];
  process.env[REPO_VARIABLE] = repoDir;
  try {
    const register = mode === 'git' ? middlewares.registerLocalGit : middlewares.registerLocalFs;
    await register(app, { logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env[REPO_VARIABLE];
    else process.env[REPO_VARIABLE] = before;
  }
  return app;
}

/** Hands decap-server a request whose body was read and parsed already: its JSON parser skips it. */
export function withParsedBody(req: http.IncomingMessage, body: unknown, url: string): void {
  Object.assign(req, { body, _body: true, url });
}

// A save that moves files (a page given a new address, a renamed industry's case study), done
// before its answer leaves. decap-server's file-system backend writes each file at its old path,
// starts the moves and answers without waiting for them: the editor, sent at once to the entry's
// new address, could find no file there yet, and a rebuild could see the page twice. So the local
// server hands decap-server the save with each file at its new path and no move in it, and takes
// the old files away itself, before the answer leaves (src/backend/decap.ts).
type DataFile = { path?: unknown; newPath?: unknown; [key: string]: unknown };
type Save = { action?: unknown; params?: { dataFiles?: unknown; options?: { hasSubfolders?: unknown } } };

/**
 * The save as decap-server is to get it (each file written at its new path, none moved) and the
 * files it moves away from; or the body as it came and no files, when it moves nothing. Only a
 * save of those files alone (`hasSubfolders: false`, as /admin sends every move): decap-server's
 * other kind moves the whole folder of an entry, which the site's collections do not have.
 */
export function withoutMoves(body: unknown): { body: unknown; movedAway: string[] } {
  const save = body as Save;
  const files = save?.params?.dataFiles;
  const unmoved = { body, movedAway: [] };
  if (save?.action !== 'persistEntry' || !Array.isArray(files) || save.params?.options?.hasSubfolders !== false) {
    return unmoved;
  }
  const dataFiles = files as DataFile[];
  // decap-server moves only when every file names a new path: otherwise it moves none.
  if (!dataFiles.every((file) => typeof file?.newPath === 'string' && typeof file.path === 'string')) return unmoved;
  const movedAway = dataFiles.filter((file) => file.newPath !== file.path).map((file) => String(file.path));
  const atNewPaths = dataFiles.map(({ newPath, ...file }) => ({ ...file, path: newPath }));
  return { body: { ...save, params: { ...save.params, dataFiles: atNewPaths } }, movedAway };
}
