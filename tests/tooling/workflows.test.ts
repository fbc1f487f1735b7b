/**
 * The GitHub workflows and host settings for reviews, deploy previews and scheduled posts, read
 * as GitHub and Netlify read them; the comment script run against a stand-in for GitHub's API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent } from '../../src/content/index.ts';
import { REPO_ROOT } from '../content/fixture.ts';
import { workflowProblems } from './workflow-rules.ts';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { paths?: string[]; cron?: string; workflows?: string[] }[] | { paths?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<
    string,
    {
      if?: string;
      needs?: string;
      outputs?: Record<string, string>;
      permissions?: Record<string, string>;
      steps: Step[];
    }
  >;
}
const workflow = (name: string) =>
  parse(readFileSync(path.join(REPO_ROOT, '.github/workflows', name), 'utf8')) as Workflow;
const require = createRequire(path.join(REPO_ROOT, 'package.json'));
const commentScript = require('./.github/scripts/review-comment.cjs') as {
  postFromRun(args: object): Promise<void>;
  waitForPreview(args: object): Promise<string | undefined>;
};

/** GitHub's REST API as far as the comment script uses it, with its calls recorded. */
function fakeGitHub(state: {
  comments?: { id: number; body: string; user: { type: string } }[];
  deployments?: { id: number; statuses: { state: string; environment_url?: string }[] }[];
  statuses?: { context: string; state: string; target_url?: string }[];
  pull?: { number: number; state: string; head: { sha: string } };
  artifacts?: { id: number; name: string; expired: boolean }[];
}) {
  const comments = state.comments ?? [];
  const created: object[] = [];
  const api = {
    issues: {
      listComments: async () => ({ data: comments }),
      createComment: async ({ body }: { body: string }) => {
        comments.push({ id: comments.length + 100, body, user: { type: 'Bot' } });
      },
      updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => {
        comments.find((c) => c.id === comment_id)!.body = body;
      },
    },
    repos: {
      listDeployments: async () => ({ data: state.deployments ?? [] }),
      listDeploymentStatuses: async ({ deployment_id }: { deployment_id: number }) => ({
        data: state.deployments!.find((d) => d.id === deployment_id)!.statuses,
      }),
      getCombinedStatusForRef: async () => ({ data: { statuses: state.statuses ?? [] } }),
      createCommitStatus: async (status: object) => {
        created.push(status);
      },
    },
    pulls: {
      get: async ({ pull_number }: { pull_number: number }) => ({
        data: state.pull ?? { number: pull_number, state: 'open', head: { sha: 'abc123' } },
      }),
    },
    actions: {
      listWorkflowRunArtifacts: async () => ({ data: { artifacts: state.artifacts ?? [] } }),
    },
  };
  const paginate = async (method: (args: object) => Promise<{ data: unknown }>, args: object) =>
    (await method(args)).data;
  return { github: { rest: api, paginate }, comments, created };
}

/** A GitHub Actions expression as the workflow file writes it. */
const expression = (inner: string) => `\${{ ${inner} }}`;
const repo = { owner: 'lakeshore-ai', repo: 'website' };
const pullRequestContext = { repo, issue: { number: 7 }, payload: { pull_request: { head: { sha: 'abc123' } } } };
/** The workflow_run event of a finished review run of commit abc123. */
const runContext = {
  repo,
  payload: {
    workflow_run: {
      id: 1,
      head_sha: 'abc123',
      event: 'pull_request',
      html_url: 'https://github.com/lakeshore-ai/website/actions/runs/1',
    },
  },
};
const REPORT = [{ id: 2, name: 'review', expired: false }];
const REVIEW =
  '<!-- site-review -->\n### What this pull request changes on the site\n\n**1 page changes: Home (FAQ).**\n';

describe('the review workflow', () => {
  const review = workflow('review.yml');
  const pages = review.jobs.pages!;
  const step = (name: string) => pages.steps.find((s) => s.name === name)!;

  it('runs on pull requests that touch content, pictures or code, against the base branch', () => {
    expect(review.on).toEqual({ pull_request: { paths: ['content/**', 'public/**', 'src/**'] } });
    expect(pages.if).toBe("github.event_name == 'pull_request'");
    expect(pages.steps[0]).toMatchObject({
      uses: expect.stringMatching(/^actions\/checkout@/),
      with: { 'fetch-depth': 0 },
    });
    expect(step('Review the pages')).toMatchObject({
      env: { BASE_REF: expression('github.base_ref') },
      run: expect.stringContaining('npm run review -- --base "origin/$BASE_REF"'),
    });
    expect(pages.steps.some((s) => s.run?.includes('apt-get install') && s.run.includes('chromium'))).toBe(true);
  });

  it('runs the pull request’s code with read access only: it waits for the preview and uploads the comment', () => {
    expect(review.permissions).toEqual({});
    expect(pages.permissions).toEqual({ contents: 'read', deployments: 'read', statuses: 'read' });
    expect(step('Upload the report')).toMatchObject({
      uses: expect.stringMatching(/^actions\/upload-artifact@/),
      with: { name: 'review', path: 'dist/review' },
    });
    expect(step('Wait for the deploy preview').with!.script).toContain(
      'await waitForPreview({ github, context, core });',
    );
    expect(step('Hand the comment to the poster').env).toEqual({
      PULL_NUMBER: expression('github.event.pull_request.number'),
    });
    expect(step('Upload the comment')).toMatchObject({ with: { name: 'review-comment', path: 'dist/review-comment' } });
  });

  it('the comment is posted by a workflow_run workflow, run from the default branch, that runs no pull request code', () => {
    const poster = workflow('review-comment.yml');
    expect(poster.on).toEqual({ workflow_run: { workflows: ['Review'], types: ['completed'] } });
    expect(poster.permissions).toEqual({});
    const job = poster.jobs.comment!;
    expect(job.permissions).toMatchObject({ 'pull-requests': 'write', statuses: 'write', actions: 'read' });
    expect(job.steps[0]!.with).toMatchObject({
      ref: expression('github.event.repository.default_branch'),
      'persist-credentials': false,
    });
    expect(job.steps.filter((s) => s.run)).toEqual([]); // no shell step, no install, no build
    expect(job.steps.at(-1)!.with!.script).toContain('await postFromRun({');
  });
});

describe('every workflow runs only trusted code with what it is given', () => {
  const files = readdirSync(path.join(REPO_ROOT, '.github/workflows')).filter((f) => /\.ya?ml$/.test(f));
  const jobs = files.flatMap((file) => Object.entries(workflow(file).jobs).map(([id, job]) => ({ file, id, job })));
  const text = (file: string) => readFileSync(path.join(REPO_ROOT, '.github/workflows', file), 'utf8');

  it('pastes no expression into a script: event values reach run and github-script steps through env', () => {
    const pasted = jobs.flatMap(({ file, id, job }) =>
      job.steps
        .filter((s) => /\$\{\{/.test(`${s.run ?? ''}${s.with?.script ?? ''}`))
        .map((s) => `${file} ${id}: ${s.name ?? s.uses}`),
    );
    expect(pasted).toEqual([]);
  });

  it('keeps the rules: a read-only default token, nothing to write or keep secret for a deployed commit’s file, no package code beside a secret', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.flatMap((file) => workflowProblems(file, text(file)))).toEqual([]);
  });

  it('the rules catch each probe', () => {
    const probe = (lines: string) => workflowProblems('probe.yml', lines);
    const job = (extra: string) => `jobs:\n  j:\n    runs-on: ubuntu-latest\n${extra}    steps:\n      - run: echo\n`;
    expect(probe(`on: push\n${job('')}`)).toEqual([
      'probe.yml: no top-level permissions (the default token may write)',
    ]);
    expect(probe(`on: push\npermissions: write-all\n${job('')}`)).toEqual([
      'probe.yml: the top-level permissions write',
    ]);
    expect(
      probe(`on: [push, deployment_status]\npermissions: {}\n${job('    permissions:\n      statuses: write\n')}`),
    ).toEqual(['probe.yml j: writes, yet deployment_status starts it']);
    expect(
      probe(
        `on:\n  status:\npermissions: {}\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n      - run: curl "$HOOK"\n        env:\n          HOOK: \${{ secrets.HOOK }}\n`,
      ),
    ).toEqual(['probe.yml: holds a secret, yet status starts it']);
    const deploy = (install: string) =>
      probe(
        `on: push\npermissions: {}\njobs:\n  d:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${install}\n      - run: deploy\n        env:\n          TOKEN: \${{ secrets.TOKEN }}\n`,
      );
    expect(deploy('npm ci --no-audit')).toEqual([
      'probe.yml d: runs package code ("npm ci --no-audit") beside a secret',
    ]);
    expect(deploy('npm run notify:settings')).toHaveLength(1);
    expect(deploy('npx supabase deploy')).toHaveLength(1);
    expect(deploy('npm ci --ignore-scripts --no-audit')).toEqual([]);
  });
});

describe('the review comment, posted from the default branch', () => {
  const commented = (extra: Parameters<typeof fakeGitHub>[0] = {}) =>
    fakeGitHub({
      comments: [
        { id: 1, body: 'Looks good!', user: { type: 'User' } },
        { id: 3, body: `${REVIEW}\n<!-- deploy-preview -->No deploy preview yet: …\n`, user: { type: 'Bot' } },
      ],
      artifacts: REPORT,
      ...extra,
    });

  it('creates the comment once with the report’s address, then edits it in place', async () => {
    const first = fakeGitHub({ comments: [{ id: 1, body: 'Looks good!', user: { type: 'User' } }], artifacts: REPORT });
    await commentScript.postFromRun({ github: first.github, context: runContext, body: REVIEW, pullNumber: '7\n' });
    expect(first.comments).toHaveLength(2);
    const posted = first.comments[1]!.body;
    expect(posted.startsWith(REVIEW.trimEnd())).toBe(true);
    expect(posted).toContain(
      '[Download the report](https://github.com/lakeshore-ai/website/actions/runs/1/artifacts/2)',
    );
    expect(posted).toContain('No deploy preview yet');
    await commentScript.postFromRun({
      github: first.github,
      context: runContext,
      body: REVIEW.replace('1 page changes: Home (FAQ)', '2 pages change: Home (FAQ), Blog'),
      pullNumber: '7',
    });
    expect(first.comments).toHaveLength(2);
    expect(first.comments[1]!.body).toContain('2 pages change');
  });

  it('a preview from Cloudflare Pages (a deployment): into the comment, and a commit status for Decap CMS', async () => {
    const gh = commented({
      deployments: [{ id: 5, statuses: [{ state: 'success', environment_url: 'https://abc123.site.pages.dev' }] }],
    });
    await commentScript.postFromRun({ github: gh.github, context: runContext, body: REVIEW, pullNumber: '7' });
    expect(gh.comments[1]!.body).toContain(
      '**Deploy preview** (the whole site with this change): https://abc123.site.pages.dev',
    );
    expect(gh.created).toEqual([
      expect.objectContaining({
        sha: 'abc123',
        state: 'success',
        context: 'deploy/preview',
        target_url: 'https://abc123.site.pages.dev',
      }),
    ]);
  });

  it('a preview from Netlify (a commit status): into the comment; Decap reads Netlify’s status itself', async () => {
    const gh = commented({
      statuses: [
        { context: 'ci/lint', state: 'success', target_url: 'https://ci.example.com' },
        {
          context: 'netlify/lakeshore/deploy-preview',
          state: 'success',
          target_url: 'https://deploy-preview-7--lakeshore.netlify.app',
        },
      ],
    });
    await commentScript.postFromRun({ github: gh.github, context: runContext, body: REVIEW, pullNumber: '7' });
    expect(gh.comments[1]!.body).toContain('https://deploy-preview-7--lakeshore.netlify.app');
    expect(gh.created).toEqual([]);
  });

  it('refuses a pull request number that is not the reviewed commit’s open pull request', async () => {
    for (const pull of [
      { number: 8, state: 'open', head: { sha: 'another' } },
      { number: 7, state: 'closed', head: { sha: 'abc123' } },
    ]) {
      const gh = commented({ pull });
      await expect(
        commentScript.postFromRun({
          github: gh.github,
          context: runContext,
          body: 'forged',
          pullNumber: String(pull.number),
        }),
      ).rejects.toThrow(/is not open at the reviewed commit abc123/);
      expect(gh.comments.map((c) => c.body)).not.toContain('forged');
    }
    await expect(
      commentScript.postFromRun({ github: commented().github, context: runContext, body: REVIEW, pullNumber: '7; rm' }),
    ).rejects.toThrow(/named no pull request/);
  });

  it('the pull request’s job polls for the preview with read calls only, and gives up in time', async () => {
    const state: Parameters<typeof fakeGitHub>[0] = {};
    const gh = fakeGitHub(state);
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      // The host reports its deployment while the job waits.
      if (waits.length === 2)
        state.deployments = [
          { id: 9, statuses: [{ state: 'success', environment_url: 'https://abc123.site.pages.dev' }] },
        ];
    };
    const found = await commentScript.waitForPreview({ github: gh.github, context: pullRequestContext, sleep });
    expect(found).toBe('https://abc123.site.pages.dev');
    expect(waits).toEqual([30_000, 30_000]);
    expect(gh.created).toEqual([]);
    const none = await commentScript.waitForPreview({
      github: fakeGitHub({}).github,
      context: pullRequestContext,
      tries: 3,
      sleep: async () => {},
    });
    expect(none).toBeUndefined();
  });
});

describe('the daily rebuild', () => {
  const daily = workflow('daily-rebuild.yml');

  it('calls the host’s deploy hook from a secret only when something is due today, or on demand', () => {
    expect(Object.keys(daily.on)).toEqual(['schedule', 'workflow_dispatch']);
    // The question in a job of its own, with no secret; the hook in another that installs nothing.
    const ask = daily.jobs.due!.steps;
    const due = ask.findIndex((s) => s.run === 'npm run -s due-today');
    expect(ask.findIndex((s) => s.run === 'npm ci --ignore-scripts --no-audit --no-fund')).toBeLessThan(due);
    expect(ask[due]).toMatchObject({ id: 'due', env: { SITE_URL: expression('vars.SITE_URL') } });
    expect(daily.jobs.due!.outputs).toEqual({ due: expression('steps.due.outputs.due') });
    const rebuild = daily.jobs.rebuild!;
    expect(rebuild.needs).toBe('due');
    expect(rebuild.if).toBe("needs.due.outputs.due == 'true' || github.event_name == 'workflow_dispatch'");
    const [hook, ...others] = rebuild.steps;
    expect(others).toEqual([]);
    expect(hook!.env).toEqual({ DEPLOY_HOOK_URL: expression('secrets.DEPLOY_HOOK_URL') });
    expect(hook!.run).toContain('curl --fail');
    expect(hook!.run).toContain('-X POST "$DEPLOY_HOOK_URL"');
    // tests/tooling/due-today.test.ts: the script writes the due=true|false the condition reads.
  });

  it('runs in the first hours of the day in the time zone of site.yaml, in winter and in summer', () => {
    const [cron] = daily.on.schedule as { cron: string }[];
    const [minute, hour, ...every] = cron!.cron.split(' ');
    expect(every).toEqual(['*', '*', '*']);
    const timeZone = checkContent().content!.site.timeZone;
    for (const day of ['2026-01-15', '2026-07-15']) {
      const at = new Date(`${day}T${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}:00Z`);
      const local = Number(
        new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at),
      );
      expect(local, `${day} in ${timeZone}`).toBeLessThan(3);
    }
  });
});

describe('the e-mail sender follows main', () => {
  const deploy = workflow('notify-leads.yml');
  const settings = deploy.jobs.settings!.steps;
  const steps = deploy.jobs.deploy!.steps;

  it('on every push to main (and on demand) writes settings.json from content/ in one job, deploys it in another', () => {
    expect(deploy.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null });
    const write = settings.findIndex((s) => s.run === 'npm run notify:settings');
    expect(write).toBeGreaterThan(settings.findIndex((s) => s.run === 'npm ci --ignore-scripts --no-audit --no-fund'));
    expect(settings[write]!.env).toEqual({ SITE_URL: expression('vars.SITE_URL') });
    expect(settings.at(-1)).toMatchObject({ with: { name: 'notify-settings' } });
    expect(JSON.stringify(deploy.jobs.settings)).not.toContain('secrets.');
    expect(deploy.jobs.deploy!.needs).toBe('settings');
    const ship = steps.findIndex((s) => /supabase functions deploy notify-leads\b/.test(s.run ?? ''));
    expect(steps.findIndex((s) => s.uses?.startsWith('actions/download-artifact@'))).toBeLessThan(ship);
    expect(steps[ship]!.env).toEqual({
      SUPABASE_ACCESS_TOKEN: expression('secrets.SUPABASE_ACCESS_TOKEN'),
      SUPABASE_PROJECT_REF: expression('secrets.SUPABASE_PROJECT_REF'),
    });
    // The job with the token installs and runs nothing from npm.
    expect(steps.filter((s) => /\bnpm\b|\bnpx\b|\bnode\b/.test(s.run ?? ''))).toEqual([]);
    expect(deploy.permissions).toEqual({});
  });

  it('hands GitHub values and secrets to scripts only through env, and pins every action to a commit', () => {
    for (const step of [...settings, ...steps]) {
      expect(step.run ?? '', step.name).not.toContain('${{');
      if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    }
    expect(settings[0]).toMatchObject({ with: { 'persist-credentials': false } });
    expect(steps[0]).toMatchObject({ with: { 'persist-credentials': false } });
  });
});

describe('the nightly backup', () => {
  const backup = workflow('backup.yml');
  const steps = backup.jobs.dump!.steps;

  it('is named backup, runs every night and on demand, and keeps the encrypted dump as an artifact for 30 days', () => {
    expect((backup as unknown as { name: string }).name).toBe('backup');
    expect(backup.on).toEqual({ schedule: [{ cron: '17 3 * * *' }], workflow_dispatch: null });
    const dump = steps.find((s) => s.run?.includes('bash scripts/dev/backup.sh'));
    expect(dump?.env).toEqual({
      SUPABASE_DB_URL: expression('secrets.SUPABASE_DB_URL'),
      BACKUP_PASSPHRASE: expression('secrets.BACKUP_PASSPHRASE'),
      PG_DUMP: '/usr/lib/postgresql/17/bin/pg_dump',
    });
    expect(steps.at(-1)).toMatchObject({
      uses: expect.stringMatching(/^actions\/upload-artifact@[0-9a-f]{40}$/),
      with: { path: 'database-*.sql.enc', 'retention-days': 30, 'if-no-files-found': 'error' },
    });
  });

  it('runs nothing from npm beside the database password, pastes no expression into a script, pins every action', () => {
    expect(steps.filter((s) => /\bnpm\b|\bnpx\b|\bnode\b/.test(s.run ?? ''))).toEqual([]);
    for (const step of steps) {
      expect(step.run ?? '', step.name).not.toContain('${{');
      if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    }
    expect(backup.permissions).toEqual({});
    expect(steps[0]).toMatchObject({ with: { 'persist-credentials': false } });
  });
});

describe('Netlify', () => {
  /** The sections of netlify.toml and their `key = "value"` lines (all this file uses of TOML). */
  const toml = () => {
    const sections: Record<string, Record<string, string>> = {};
    let current = '';
    for (const line of readFileSync(path.join(REPO_ROOT, 'netlify.toml'), 'utf8').split('\n')) {
      const section = /^\[([\w.-]+)\]$/.exec(line.trim());
      const pair = /^([\w]+) = "([^"]*)"$/.exec(line.trim());
      if (section) {
        current = section[1]!;
        sections[current] = {};
      } else if (pair) sections[current]![pair[1]!] = pair[2]!;
      // Anything else of TOML would go unread here: the test would pass on a file Netlify reads otherwise.
      else expect(line.trim(), 'a line of netlify.toml this test cannot read').toMatch(/^(#.*)?$/);
    }
    return sections;
  };

  it('builds the live site with npm run build and every deploy preview with npm run build:preview', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    // One site: the editor is built into it at /admin; no second site, so no second deploy per merge.
    expect(toml()).toEqual({
      build: { command: 'npm run build', publish: 'dist/client' },
      'build.environment': { NODE_VERSION: '24' },
      'context.deploy-preview': { command: 'npm run build:preview' },
      'context.branch-deploy': { command: 'npm run build:preview' },
    });
    expect(scripts['build:preview']).toBe('node scripts/build/site.ts --preview');
  });
});

describe('Cloudflare Pages', () => {
  it('the settings in docs/going-live.md build main with npm run build and every other branch with build:preview', () => {
    const guide = readFileSync(path.join(REPO_ROOT, 'docs/going-live.md'), 'utf8');
    const start = guide.indexOf('**Cloudflare Pages**');
    const section = guide.slice(start, guide.indexOf('\n\n', start));
    expect(section).toContain('output directory `dist/client`');
    expect(section).not.toContain('ADMIN_OUT_DIR');
    const command = /`(if \[ "\$CF_PAGES_BRANCH" [^`]+)`/.exec(section)?.[1];
    // Only this shape: a failed live build must fail, never fall through to a preview build.
    expect(command).toBe('if [ "$CF_PAGES_BRANCH" = "main" ]; then npm run build; else npm run build:preview; fi');
  });
});
