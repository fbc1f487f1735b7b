/**
 * The fixture site built once per run of the integration tests, live and as a deploy preview
 * (tests/projects/integration-setup.ts builds both before any test starts), for every test that
 * reads a build of the fixture. The tests only read it: none may write into its folders.
 *
 * Its input is the fixture with a landing page, one scheduled post and one draft, on a fixed clock (noon in
 * Chicago on 4 January 2099, the day before the scheduled post is due), so that the live build
 * shows what leaves them out and the preview build what shows them. The server side's secrets are
 * in the build's environment, as a deploy that shares one shell between the functions and the
 * site would have them: tests/content/build.test.ts holds every file of the site to holding none.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { CONTROLLED } from './cli.ts';
import { copyFixture, type Edits, LANDING_PAGE, post, REPO_ROOT, replaceOnce } from './fixture.ts';

/** Where the run's shared builds and database template live (inside the repository: Vike builds only there). */
export const RUN_DIR = path.join(REPO_ROOT, '.tmp', 'test-run');

export const SUPABASE = { VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'sb_publishable_test' };

/** Each value one that no file could hold by chance. */
export const SERVER_SECRETS: Record<string, string> = {
  LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from('lead-webhook-secret-in-build-env').toString('base64')}`,
  LEAD_WEBHOOK_URL: 'https://hooks.example.com/lead-webhook-url-in-build-env',
  ALTCHA_HMAC_KEY: 'altcha-hmac-key-in-build-env-4f9c2e71',
  TURNSTILE_SECRET: '0x4AAAAAAA-turnstile-secret-in-build-env',
  NOTIFY_SECRET: 'notify-secret-in-build-env-8d1a',
  HEALTH_TOKEN: 'health-token-in-build-env-77b0',
  RESEND_API_KEY: 're_resend_key_in_build_env_5e2d',
  CHAT_WEBHOOK_URL: 'https://hooks.example.com/chat-webhook-url-in-build-env',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-in-build-env-c3a9',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_in_build_env_91fe"}',
};

/** Noon in Chicago on 4 January 2099: "Upcoming" (5 January) is scheduled. */
export const BUILD_NOW = '2099-01-04T18:00:00Z';

/**
 * The fixture plus a campaign landing page, a post due the day after BUILD_NOW (linked from the
 * post before it) and a draft.
 */
export const SHARED_EDITS: Edits = {
  'landing/spring-campaign.yaml': LANDING_PAGE,
  'blog/upcoming.md': post('Upcoming', '2099-01-05', 'previous: "vibe-coding"\n'),
  'blog/vibe-coding.md': replaceOnce('previous: "first-steps"', 'previous: "first-steps"\nnext: "upcoming"'),
  'blog/half-written.md': post('Half written', '2025-02-01', 'draft: true\n'),
};

export interface BuildRun {
  /** The build's OUT_DIR; the site is in its client/ folder. */
  out: string;
  dist: string;
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface SharedBuilds {
  /** The content folder both were built from (a copy of the fixture with SHARED_EDITS). */
  contentDir: string;
  live: BuildRun;
  preview: BuildRun;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBuilds: SharedBuilds;
  }
}

/** The run's shared builds (from the integration project's global setup). */
export function sharedBuilds(): SharedBuilds {
  return inject('sharedBuilds');
}

/** Runs `npm run build` of contentDir into out, as the scripts are run (a child process, a controlled environment). */
export function buildInto(contentDir: string, out: string, args: string[] = []): Promise<BuildRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONTROLLED) delete env[name];
  Object.assign(env, { NO_COLOR: '1', CONTENT_DIR: contentDir, OUT_DIR: path.relative(REPO_ROOT, out), BUILD_NOW });
  Object.assign(env, SUPABASE, SERVER_SECRETS);
  const [command, commandArgs] = scriptCommand(REPO_ROOT, 'scripts/build/site.ts', args);
  const child = spawn(command, commandArgs, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ out, dist: path.join(out, 'client'), status, stdout, stderr }));
  });
}

/** The shared content folder and both builds of it, under `root` (the global setup's work). */
export async function writeSharedBuilds(root: string): Promise<SharedBuilds> {
  const contentDir = path.join(root, 'content');
  copyFixture(contentDir, SHARED_EDITS);
  mkdirSync(root, { recursive: true });
  // Side by side: each build waits on its own child processes part of the time.
  const [live, preview] = await Promise.all([
    buildInto(contentDir, path.join(root, 'live')),
    buildInto(contentDir, path.join(root, 'preview'), ['--preview']),
  ]);
  const builds = { contentDir, live, preview };
  writeFileSync(path.join(root, 'builds.json'), `${JSON.stringify(builds, null, 2)}\n`);
  return builds;
}

/** A shared build's file as text, or undefined when the build has no such file. */
export function readBuilt(build: BuildRun, file: string): string | undefined {
  try {
    return readFileSync(path.join(build.dist, file), 'utf8');
  } catch {
    return undefined;
  }
}
