/**
 * docs/going-live.md, checked against the repository: every `npm run …` it gives exists, every
 * secret and variable of its table is read by the code where the table says it is set, the CLI it
 * runs is the one package.json pins, and its minutes add up to the total it announces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../content/fixture.ts';

const guide = readFileSync(path.join(REPO_ROOT, 'docs/going-live.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The text of every file below `dir` whose name matches, joined. */
function sources(dir: string, name: RegExp): string {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}
const buildCode =
  sources('scripts', /\.ts$/) +
  sources('src', /\.tsx?$/) +
  sources('functions', /\.ts$/) +
  readFileSync(path.join(REPO_ROOT, 'netlify.toml'), 'utf8');
const functionCode = sources('supabase/functions', /\.ts$/);
const workflows = sources('.github/workflows', /\.ya?ml$/);
const migrations = sources('supabase/migrations', /\.sql$/);

/** Whether `code` reads the variable `name` (process.env.X, env.X, env('X'), Deno.env.get('X'), a TOML or YAML key). */
const reads = (code: string, name: string) =>
  new RegExp(
    `(env\\.${name}\\b|env\\(['"]${name}['"]\\)|get\\(['"]${name}['"]\\)|\\[['"]${name}['"]|['"]${name}['"]|^\\s*${name} = |(secrets|vars)\\.${name}\\b)`,
    'm',
  ).test(code);

/** The rows of the table under "## Secrets and variables": name, where, what for. */
function secretRows(): { name: string; where: string }[] {
  const section = guide.slice(guide.indexOf('## Secrets and variables'), guide.indexOf('## 1.'));
  return [...section.matchAll(/^\| `([\w]+)` \| ([^|]+) \|/gm)].map((m) => ({ name: m[1]!, where: m[2]! }));
}

describe('docs/going-live.md', () => {
  it('gives only npm scripts that exist', () => {
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(4);
    for (const script of new Set(named)) expect(Object.keys(pkg.scripts), script).toContain(script);
  });

  it('names in its one table only secrets and variables the code reads where the table says they are set', () => {
    const rows = secretRows();
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const { name, where } of rows) {
      const places: [boolean, string][] = [
        [/host|netlify\.toml/.test(where), buildCode],
        [/function secrets/.test(where), functionCode],
        [/GitHub/.test(where), workflows],
        [/Vault/.test(where), migrations],
        [/shell/.test(where), buildCode],
      ];
      const wanted = places.filter(([named]) => named);
      expect(wanted.length, `${name}: where is it set?`).toBeGreaterThan(0);
      // Read by the code of at least one of the places it is set in, and by nothing it is not set in.
      expect(
        wanted.some(([, code]) => reads(code, name)),
        `${name} is read by the code (${where})`,
      ).toBe(true);
    }
    // Nothing the code needs from a person is missing from the table.
    for (const needed of [
      'NOTIFY_SECRET',
      'RESEND_API_KEY',
      'NOTIFY_FROM',
      'DEPLOY_HOOK_URL',
      'SUPABASE_ACCESS_TOKEN',
    ]) {
      expect(rows.map((r) => r.name)).toContain(needed);
    }
  });

  it('runs the Supabase CLI that package.json pins, through npx', () => {
    expect(pkg.devDependencies.supabase).toBe('2.117.0');
    expect(guide).toContain('2.117.0');
    // npm run setup runs the rest; what the guide still gives by hand (rotation, staging) goes through npx.
    const commands = [
      ...guide.matchAll(/(\S+ )?supabase (login|link|db push|db dump|secrets set|functions deploy)\b/g),
    ];
    expect(commands.map((m) => m[2])).toEqual(expect.arrayContaining(['link', 'db push', 'secrets set']));
    for (const command of commands) expect(command[1], command[0]).toMatch(/^\(?`?npx $/);
    expect(readFileSync(path.join(REPO_ROOT, 'supabase/config.toml'), 'utf8')).toMatch(
      /\[functions\.notify-leads\]\nverify_jwt = false/,
    );
  });

  it('gives each step its minutes, and they add up to the total: at most two hours by hand', () => {
    const rows = [...guide.matchAll(/^\| (\d+) \| [^|]+ \| (\d+) \|$/gm)].map(
      (m) => [Number(m[1]), Number(m[2])] as const,
    );
    expect(rows.map(([step]) => step)).toEqual(rows.map((_, i) => i + 1));
    const total = Number(/\*\*Total\*\* \| \*\*(\d+)/.exec(guide)?.[1]);
    expect(rows.reduce((sum, [, minutes]) => sum + minutes, 0)).toBe(total);
    expect(total).toBeLessThanOrEqual(120);
    for (const [step, minutes] of rows) {
      expect(guide, `step ${step}'s heading`).toMatch(new RegExp(`^## ${step}\\. .*\\(${minutes} min`, 'm'));
    }
  });

  it('covers what an owner needs after the launch', () => {
    for (const heading of [
      '## Key rotation',
      '## A staging project',
      '## What it costs each month',
      '## 9. The launch test',
    ]) {
      expect(guide).toContain(heading);
    }
    for (const words of [
      'SPF',
      'DKIM',
      'DMARC',
      'OAuth App',
      'https://api.netlify.com/auth/done',
      'https://www.your-domain.com/api/callback',
      'npm run restore',
      'after 7 days of inactivity',
      'ALTCHA_HMAC_KEY',
      'LEAD_WEBHOOK_SECRET',
      'TURNSTILE_SECRET',
    ]) {
      expect(guide).toContain(words);
    }
  });
});
