/**
 * What only the owner can give `npm run setup`, from the command line (the names that are not
 * secret), the environment, or, on a terminal, a question (a token's answer is not echoed).
 * Tokens are never taken as command-line options: those stay in the shell's history and in the
 * list of running processes.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export interface Inputs {
  projectRef: string;
  supabaseToken: string;
  resendKey: string;
  netlifyToken: string;
  repo: string;
  githubToken: string;
  domain: string;
  netlifySite?: string;
  netlifyInstallationId?: string;
  chatWebhookUrl?: string;
  heartbeatUrl?: string;
}

interface Question {
  key: keyof Inputs;
  env: string;
  flag?: string;
  ask: string;
  secret?: boolean;
  optional?: boolean;
  check?: (value: string) => string | null;
}

const QUESTIONS: Question[] = [
  {
    key: 'domain',
    env: 'SITE_DOMAIN',
    flag: '--domain',
    ask: 'Your domain, without www (e.g. your-company.com)',
    check: (v) => (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v) ? null : 'a domain such as your-company.com'),
  },
  {
    key: 'projectRef',
    env: 'SUPABASE_PROJECT_REF',
    flag: '--project-ref',
    ask: "The Supabase project's reference (the 20 letters of https://<ref>.supabase.co)",
    check: (v) => (/^[a-z0-9]{20}$/.test(v) ? null : '20 lower-case letters and digits'),
  },
  {
    key: 'supabaseToken',
    env: 'SUPABASE_ACCESS_TOKEN',
    ask: 'A Supabase access token (supabase.com → Account → Access Tokens)',
    secret: true,
  },
  { key: 'resendKey', env: 'RESEND_API_KEY', ask: "Resend's API key with full access (re_…)", secret: true },
  {
    key: 'netlifyToken',
    env: 'NETLIFY_AUTH_TOKEN',
    ask: 'A Netlify personal access token (User settings → Applications)',
    secret: true,
  },
  {
    key: 'repo',
    env: 'GITHUB_REPOSITORY',
    flag: '--repo',
    ask: 'The GitHub repository (owner/name)',
    check: (v) => (/^[\w.-]+\/[\w.-]+$/.test(v) ? null : 'owner/name, as in its GitHub address'),
  },
  {
    key: 'githubToken',
    env: 'GITHUB_TOKEN',
    ask: 'A GitHub token for the repository (fine-grained: Secrets and Variables, read and write)',
    secret: true,
  },
  { key: 'netlifySite', env: 'NETLIFY_SITE_NAME', flag: '--netlify-site', ask: '', optional: true },
  { key: 'netlifyInstallationId', env: 'NETLIFY_GITHUB_INSTALLATION_ID', ask: '', optional: true },
  { key: 'chatWebhookUrl', env: 'CHAT_WEBHOOK_URL', ask: '', optional: true },
  { key: 'heartbeatUrl', env: 'HEARTBEAT_URL', ask: '', optional: true },
];

function flagValue(argv: string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at >= 0) return argv[at + 1];
  return argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
}

async function ask(question: string, secret: boolean): Promise<string> {
  // A hidden answer: the terminal's echo goes to a sink while it is typed.
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  if (secret) process.stdout.write(`${question}: `);
  const rl = createInterface({ input: process.stdin, output: secret ? sink : process.stdout, terminal: true });
  try {
    const answer = await rl.question(secret ? '' : `${question}: `);
    if (secret) process.stdout.write('\n');
    return answer.trim();
  } finally {
    rl.close();
  }
}

/** Every input, or an Error naming what is missing (not on a terminal) or malformed. */
export async function readInputs(
  argv: string[],
  env: NodeJS.ProcessEnv,
  defaults: Partial<Inputs>,
  interactive = Boolean(process.stdin.isTTY),
): Promise<Inputs> {
  const values: Partial<Record<keyof Inputs, string>> = {};
  const missing: string[] = [];
  for (const q of QUESTIONS) {
    let value = (q.flag && flagValue(argv, q.flag)) || env[q.env] || undefined;
    if (!value && !q.optional && interactive) {
      const fallback = defaults[q.key];
      value = (await ask(fallback ? `${q.ask} [${fallback}]` : q.ask, Boolean(q.secret))) || fallback;
    }
    value ??= defaults[q.key];
    if (!value) {
      if (!q.optional) missing.push(q.flag ? `${q.env} (or ${q.flag})` : q.env);
      continue;
    }
    const why = q.check?.(value);
    if (why) throw new Error(`${q.env} should be ${why}.`);
    values[q.key] = value;
  }
  if (missing.length) {
    throw new Error(
      `Not given: ${missing.join(', ')}. Set them in the environment, or run npm run setup in a terminal to be asked.`,
    );
  }
  return values as Inputs;
}
