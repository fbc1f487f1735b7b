// `npm start`: build the site against the local Supabase stand-in, then
// serve both on one port.
//
//   npm start                 build, then serve on http://localhost:3000
//   npm start -- --no-build   serve the existing dist/client (or SKIP_BUILD=1)
//
// Environment: PORT (default 3000), HOST (default 127.0.0.1), DATA_DIR
// (default .data: database in <DATA_DIR>/pglite, keys in
// <DATA_DIR>/local-keys.json), SKIP_BUILD=1 (same as --no-build),
// TRUST_PROXY=1 (take the client address from X-Forwarded-For, its right-most
// entry, which the proxy appended: only behind a proxy, or for browser tests that
// must look like many visitors to stay under the 5-per-hour contact limit).
// E-mails the database queues (each lead, newsletter confirmations) are sent in-process: see src/backend/notify/from-env.ts
// for SMTP_URL, NOTIFY_FROM and CHAT_WEBHOOK_URL. The editor at /admin works on this working
// tree through decap-server's handlers inside this server (DECAP_MODE=fs by default, git for the
// editorial workflow on local cms/… branches), answering only this computer's own /admin page
// (src/backend/editor-guard.ts), and every change under content/ rebuilds the site (WATCH=0
// turns that off).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assertDatabaseFree, REPO_ROOT, resolveDataDir } from '../../src/backend/db.ts';
import { startEditorBackend } from '../../src/backend/decap.ts';
import { loadOrCreateLocalKeys } from '../../src/backend/gateway/keys.ts';
import { localNotifyOptions } from '../../src/backend/notify/from-env.ts';
import { DEFAULT_DIST_DIR, DEFAULT_HOST, portFromEnv, publicUrl, startServer } from '../../src/backend/server.ts';
import { scriptCommand } from '../run-script.ts';
import { type LiveRebuild, startLiveRebuild } from './live-rebuild.ts';

const rel = (p: string) => path.relative(process.cwd(), p) || '.';

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';
  const port = portFromEnv();
  const host = process.env.HOST ?? DEFAULT_HOST;
  const dataDir = resolveDataDir();
  const distDir = DEFAULT_DIST_DIR;
  if (port === 0) throw new Error('npm start needs a fixed PORT: the site is built with the API URL in it.');

  // Fail before a long build if another server already owns the database.
  assertDatabaseFree(dataDir);

  const keys = await loadOrCreateLocalKeys(dataDir);
  process.env.VITE_SUPABASE_URL = publicUrl(host, port);
  // The new kind of public key, as a project made today gives (the legacy anon JWT works too).
  process.env.VITE_SUPABASE_ANON_KEY = keys.publishableKey;

  if (skipBuild) {
    if (!fs.existsSync(distDir)) console.warn(`Warning: ${rel(distDir)} does not exist; pages will answer 404.`);
  } else {
    await buildSite();
  }

  // Read by /admin once the server runs; the watcher starts after it.
  let rebuild: LiveRebuild | undefined;
  const editor = await startEditorBackend({
    repoDir: REPO_ROOT,
    mode: process.env.DECAP_MODE === 'git' ? 'git' : 'fs',
    siteState: () => rebuild?.state() ?? { rebuilt: 'ok' },
    // Each save of the editor, kept as a version for its history (src/backend/editor-history.ts).
    historyDir: path.join(dataDir, 'history'),
  });
  const server = await startServer({
    port,
    host,
    dataDir,
    distDir,
    trustProxy: process.env.TRUST_PROXY === '1',
    notify: localNotifyOptions(dataDir, publicUrl(host, port)),
    editor,
  });
  rebuild = process.env.WATCH === '0' ? undefined : startLiveRebuild({ root: REPO_ROOT, distDir, env: process.env });
  console.log(`
Site and local Supabase REST API: ${server.url}
  REST endpoint  ${server.url}/rest/v1 (anon key in ${rel(path.join(dataDir, 'local-keys.json'))})
  Database       ${rel(path.join(dataDir, 'pglite'))} (list contact requests with "npm run contacts", also while this runs)
  E-mails        ${server.notifier?.destination} (one line per lead below)
  Editor         ${server.url}/admin/ (saves into content/ and public/images/ here${process.env.DECAP_MODE === 'git' ? ', on cms/… branches' : ''}; answers this computer's own pages only)
  ${rebuild ? 'Watching       content/ and public/images/: a saved change renders the pages it changed' : 'Not watching   content/ (WATCH=0)'}
Press Ctrl+C to stop.`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C: give up waiting
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    try {
      await rebuild?.close(); // a rebuild under way ends first: nothing writes after the stop
      await server.close(); // closes the database and releases its lock
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Runs scripts/build/site.ts with the environment set above. */
async function buildSite(): Promise<void> {
  console.log(`Building the site (API: ${process.env.VITE_SUPABASE_URL})…`);
  const child = spawn(...scriptCommand(REPO_ROOT, 'scripts/build/site.ts'), {
    cwd: REPO_ROOT,
    env: process.env,
    stdio: 'inherit',
  });
  // A terminal's Ctrl+C reaches the child too; a SIGTERM sent to us alone must be passed on.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    const code = await new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    if (code !== 0) throw new Error(`The site build failed (exit code ${code}); the server was not started.`);
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
