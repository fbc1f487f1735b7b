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
  on: Record<string, { paths?: string[]; cron?: string }[] | { paths?: string[] } | null>;
  jobs: Record<string, { if?: string; permissions?: Record<string, string>; steps: Step[] }>;
}
const workflow = (name: string) =>
  parse(readFileSync(path.join(REPO_ROOT, '.github/workflows', name), 'utf8')) as Workflow;
const require = createRequire(path.join(REPO_ROOT, 'package.json'));
const commentScript = require('./.github/scripts/review-comment.cjs') as {
  postReview(args: object): Promise<void>;
  postPreview(args: object): Promise<void>;
};

/** GitHub's REST API as far as the comment script uses it, with its calls recorded. */
function fakeGitHub(state: {
  comments?: { id: number; body: string; user: { type: string } }[];
  deployments?: { id: number; statuses: { state: string; environment_url?: string }[] }[];
  statuses?: { context: string; state: string; target_url?: string }[];
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
      listPullRequestsAssociatedWithCommit: async () => ({ data: [{ number: 7, state: 'open' }] }),
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
const REVIEW =
  '<!-- site-review -->\n### What this pull request changes on the site\n\n**1 page changes: Home (FAQ).**\n';

describe('the review workflow', () => {
  const review = workflow('review.yml');
  const pages = review.jobs.pages!;
  const step = (name: string) => pages.steps.find((s) => s.name === name)!;

  it('runs on pull requests that touch content, pictures or code, against the base branch', () => {
    expect(review.on.pull_request).toEqual({ paths: ['content/**', 'public/**', 'src/**'] });
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

  it('uploads the report and keeps one comment up to date with its address', () => {
    expect(step('Upload the report')).toMatchObject({
      uses: expect.stringMatching(/^actions\/upload-artifact@/),
      with: { name: 'review', path: 'dist/review' },
    });
    const comment = step('Comment on the pull request');
    expect(comment.env).toEqual({ REPORT_URL: expression('steps.upload.outputs.artifact-url') });
    expect(comment.with!.script).toContain("require('./.github/scripts/review-comment.cjs')");
    expect(pages.permissions).toMatchObject({ 'pull-requests': 'write', deployments: 'read' });
  });

  it('puts a deploy preview’s address into the comment when a host reports one', () => {
    expect(Object.keys(review.on)).toEqual(['pull_request', 'deployment_status', 'status']);
    const preview = review.jobs['preview-address']!;
    expect(preview.if).toContain("github.event.deployment_status.state == 'success'");
    expect(preview.permissions).toMatchObject({ 'pull-requests': 'write', statuses: 'write' });
    expect(preview.steps.at(-1)!.with!.script).toContain('await postPreview({ github, context });');
  });

  it('the comment step, run as github-script runs it: creates the comment once, then edits it in place', async () => {
    const script = step('Comment on the pull request').with!.script as string;
    const run = async (github: object, body: string, reportUrl?: string) => {
      const requireInStep = (id: string) => (id === 'node:fs' ? { readFileSync: () => body } : require(id));
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
      process.env.REPORT_URL = reportUrl ?? '';
      await new AsyncFunction('github', 'context', 'core', 'require', script)(
        github,
        pullRequestContext,
        {},
        requireInStep,
      );
      delete process.env.REPORT_URL;
    };
    const first = fakeGitHub({ comments: [{ id: 1, body: 'Looks good!', user: { type: 'User' } }] });
    await run(first.github, REVIEW, 'https://github.com/lakeshore-ai/website/actions/runs/1/artifacts/2');
    expect(first.comments).toHaveLength(2);
    const posted = first.comments[1]!.body;
    expect(posted.startsWith(REVIEW.trimEnd())).toBe(true);
    expect(posted).toContain(
      '[Download the report](https://github.com/lakeshore-ai/website/actions/runs/1/artifacts/2)',
    );
    expect(posted).toContain('No deploy preview yet');

    // The next push: the same comment, now with the preview Cloudflare Pages has built.
    const second = fakeGitHub({
      comments: first.comments,
      deployments: [{ id: 5, statuses: [{ state: 'success', environment_url: 'https://abc123.site.pages.dev' }] }],
    });
    await run(second.github, REVIEW.replace('1 page changes: Home (FAQ)', '2 pages change: Home (FAQ), Blog'));
    expect(second.comments).toHaveLength(2);
    expect(second.comments[1]!.body).toContain('2 pages change');
    expect(second.comments[1]!.body).toContain(
      '**Deploy preview** (the whole site with this change): https://abc123.site.pages.dev',
    );
    expect(second.comments[1]!.body).not.toContain('Download the report');
  });
});

describe('every workflow runs only trusted code with what it is given', () => {
  const files = readdirSync(path.join(REPO_ROOT, '.github/workflows')).filter((f) => f.endsWith('.yml'));
  const jobs = files.flatMap((file) => Object.entries(workflow(file).jobs).map(([id, job]) => ({ file, id, job })));

  it('pastes no expression into a script: event values reach run and github-script steps through env', () => {
    const pasted = jobs.flatMap(({ file, id, job }) =>
      job.steps
        .filter((s) => /\$\{\{/.test(`${s.run ?? ''}${s.with?.script ?? ''}`))
        .map((s) => `${file} ${id}: ${s.name ?? s.uses}`),
    );
    expect(pasted).toEqual([]);
  });

  it('a job a deployment or status event starts checks out the default branch, never the deployed commit', () => {
    const started = jobs.filter(({ job }) => /deployment_status|'status'/.test(job.if ?? ''));
    expect(started.map(({ id }) => id)).toEqual(['preview-address']);
    for (const { job } of started) {
      const checkouts = job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'));
      expect(checkouts.length).toBeGreaterThan(0);
      for (const checkout of checkouts) {
        expect(checkout.with).toMatchObject({
          ref: expression('github.event.repository.default_branch'),
          'persist-credentials': false,
        });
      }
    }
  });
});

describe('the deploy preview reported later', () => {
  const commented = () =>
    fakeGitHub({
      comments: [
        { id: 3, body: `${REVIEW}\n<!-- deploy-preview -->No deploy preview yet: …\n`, user: { type: 'Bot' } },
      ],
    });

  it('from Cloudflare Pages (a deployment): into the comment, and a commit status for Decap CMS', async () => {
    const gh = commented();
    const payload = {
      deployment: { sha: 'abc123' },
      deployment_status: { state: 'success', environment_url: 'https://abc123.site.pages.dev' },
    };
    await commentScript.postPreview({ github: gh.github, context: { repo, payload } });
    expect(gh.comments[0]!.body).toContain(
      '**Deploy preview** (the whole site with this change): https://abc123.site.pages.dev',
    );
    expect(gh.comments[0]!.body.startsWith(REVIEW)).toBe(true);
    expect(gh.created).toEqual([
      expect.objectContaining({
        sha: 'abc123',
        state: 'success',
        context: 'deploy/preview',
        target_url: 'https://abc123.site.pages.dev',
      }),
    ]);
  });

  it('from Netlify (a commit status): into the comment; Decap reads Netlify’s status itself', async () => {
    const gh = commented();
    const payload = {
      sha: 'abc123',
      state: 'success',
      context: 'netlify/lakeshore/deploy-preview',
      target_url: 'https://deploy-preview-7--lakeshore.netlify.app',
    };
    await commentScript.postPreview({ github: gh.github, context: { repo, payload } });
    expect(gh.comments[0]!.body).toContain('https://deploy-preview-7--lakeshore.netlify.app');
    expect(gh.created).toEqual([]);
  });

  it('a failed or pending deploy, or an unrelated status, changes nothing', async () => {
    const gh = commented();
    const before = gh.comments[0]!.body;
    for (const payload of [
      {
        sha: 'abc123',
        state: 'pending',
        context: 'netlify/lakeshore/deploy-preview',
        target_url: 'https://x.netlify.app',
      },
      { sha: 'abc123', state: 'success', context: 'ci/lint', target_url: 'https://ci.example.com' },
      {
        deployment: { sha: 'abc123' },
        deployment_status: { state: 'failure', environment_url: 'https://x.pages.dev' },
      },
    ]) {
      await commentScript.postPreview({ github: gh.github, context: { repo, payload } });
    }
    expect(gh.comments[0]!.body).toBe(before);
    expect(gh.created).toEqual([]);
  });
});

describe('the daily rebuild', () => {
  const daily = workflow('daily-rebuild.yml');

  it('calls the host’s deploy hook from a secret only when something is due today, or on demand', () => {
    expect(Object.keys(daily.on)).toEqual(['schedule', 'workflow_dispatch']);
    const steps = daily.jobs.rebuild!.steps;
    const due = steps.findIndex((s) => s.run === 'npm run -s due-today');
    const hook = steps.findIndex((s) => s.env?.DEPLOY_HOOK_URL !== undefined);
    expect(steps.findIndex((s) => s.run === 'npm ci --no-audit --no-fund')).toBeLessThan(due);
    expect(steps[due]).toMatchObject({ id: 'due', env: { SITE_URL: expression('vars.SITE_URL') } });
    expect(hook).toBeGreaterThan(due);
    expect(steps[hook]!.env).toEqual({ DEPLOY_HOOK_URL: expression('secrets.DEPLOY_HOOK_URL') });
    expect(steps[hook]!.if).toBe("steps.due.outputs.due == 'true' || github.event_name == 'workflow_dispatch'");
    expect(steps[hook]!.run).toContain('curl --fail');
    expect(steps[hook]!.run).toContain('-X POST "$DEPLOY_HOOK_URL"');
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
  const deploy = workflow('notify-leads.yml') as Workflow & { permissions?: Record<string, string> };
  const steps = deploy.jobs.deploy!.steps;
  const at = (match: (step: Step) => boolean) => steps.findIndex(match);

  it('on every push to main (and on demand) writes settings.json from content/, then deploys the function', () => {
    expect(deploy.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null });
    const write = at((s) => s.run === 'npm run notify:settings');
    const ship = at((s) => /supabase functions deploy notify-leads\b/.test(s.run ?? ''));
    expect(write).toBeGreaterThan(at((s) => s.run === 'npm ci --no-audit --no-fund'));
    expect(ship).toBeGreaterThan(write);
    expect(steps[write]!.env).toEqual({ SITE_URL: expression('vars.SITE_URL') });
    expect(steps[ship]!.env).toEqual({
      SUPABASE_ACCESS_TOKEN: expression('secrets.SUPABASE_ACCESS_TOKEN'),
      SUPABASE_PROJECT_REF: expression('secrets.SUPABASE_PROJECT_REF'),
    });
    expect(deploy.permissions).toEqual({ contents: 'read' });
  });

  it('hands GitHub values and secrets to scripts only through env, and pins every action to a commit', () => {
    for (const step of steps) {
      expect(step.run ?? '', step.name).not.toContain('${{');
      if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    }
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
    // No publish directory: each site sets its own (the public site dist/client, the editor's
    // site dist/admin), which a publish here would override; the editor is built beside the site.
    expect(toml()).toEqual({
      build: { command: 'npm run build' },
      'build.environment': { NODE_VERSION: '24', ADMIN_OUT_DIR: 'dist/admin' },
      'context.deploy-preview': { command: 'npm run build:preview' },
      'context.branch-deploy': { command: 'npm run build:preview' },
    });
    expect(scripts['build:preview']).toBe('node scripts/build/site.ts --preview');
  });
});

describe('Cloudflare Pages', () => {
  it('the settings in docs/going-live.md build main with npm run build and every other branch with build:preview', () => {
    const guide = readFileSync(path.join(REPO_ROOT, 'docs/going-live.md'), 'utf8');
    const section = guide.slice(
      guide.indexOf('**Cloudflare Pages**'),
      guide.indexOf('- Editor:', guide.indexOf('**Cloudflare Pages**')),
    );
    expect(section).toContain('output directory `dist/client`');
    const command = /`(if \[ "\$CF_PAGES_BRANCH" [^`]+)`/.exec(section)?.[1];
    // Only this shape: a failed live build must fail, never fall through to a preview build.
    expect(command).toBe('if [ "$CF_PAGES_BRANCH" = "main" ]; then npm run build; else npm run build:preview; fi');
  });
});
