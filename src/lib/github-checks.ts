/**
 * The live site's state for the editor's banner, read from GitHub with the editor's own sign-in:
 * each change the editor saves is a pull request from a `cms/…` branch (Decap's editorial
 * workflow), and the site's check runs on it; a published change lands on the site's branch, whose
 * check builds the site. A failed check on either means the site did not take the change.
 *
 * `githubBanner` turns GitHub's answers into the banner (pure); `readGitHubState` asks GitHub for
 * them (the REST API at `apiRoot`, Decap's `api_root`).
 */
import type { Banner, BannerLine } from './site-state.ts';

/** The parts of GitHub's answers read here. */
export interface PullJson {
  number: number;
  title: string;
  html_url: string;
  head: { ref: string; sha: string };
}
export interface CheckRunJson {
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string | null;
  details_url?: string | null;
}
export interface StatusJson {
  context: string;
  state: string;
  target_url?: string | null;
  description?: string | null;
}

/** The checks of one commit: its check runs (GitHub Actions, apps) and its commit statuses. */
export interface CommitChecks {
  check_runs: CheckRunJson[];
  statuses: StatusJson[];
}

export interface GitHubAnswers {
  /** The site's branch (the one the live site is built from). */
  branch: string;
  /** The open pull requests (any branch; only Decap's `cms/` ones are read). */
  pulls: PullJson[];
  /** Checks by commit hash or branch name. */
  checks: ReadonlyMap<string, CommitChecks>;
}

/** Conclusions and states that mean the check refused the change. */
const FAILED_RUN = new Set(['failure', 'timed_out', 'startup_failure', 'action_required']);
const FAILED_STATUS = new Set(['failure', 'error']);

interface Failed {
  name: string;
  url?: string;
}

/** The failed checks of a commit, each with its page on GitHub when it has one. */
export function failedChecks(checks: CommitChecks | undefined): Failed[] {
  if (!checks) return [];
  const runs = checks.check_runs
    .filter((run) => run.status === 'completed' && FAILED_RUN.has(run.conclusion ?? ''))
    .map((run) => ({ name: run.name, url: run.html_url ?? run.details_url ?? undefined }));
  const statuses = checks.statuses
    .filter((status) => FAILED_STATUS.has(status.state))
    .map((status) => ({ name: status.context, url: status.target_url ?? undefined }));
  return [...runs, ...statuses];
}

/** Decap's branch of an entry, `cms/<collection>/<slug>`, as the editor's address of that entry. */
export function entryOfBranch(ref: string): string | undefined {
  const match = /^cms\/([^/]+)\/(.+)$/.exec(ref);
  return match ? `#/collections/${match[1]}/entries/${match[2]}` : undefined;
}

const checkLink = (check: Failed) => (check.url ? { href: check.url, label: `See "${check.name}"` } : undefined);

/** The banner for GitHub's answers, or none when no check of the site failed. */
export function githubBanner(answers: GitHubAnswers): Banner | undefined {
  const lines: BannerLine[] = [];
  for (const pull of answers.pulls.filter((p) => p.head.ref.startsWith('cms/'))) {
    for (const check of failedChecks(answers.checks.get(pull.head.sha))) {
      const entry = entryOfBranch(pull.head.ref);
      lines.push({
        text: `The site did not take the change in "${pull.title}": its check "${check.name}" failed.`,
        ...(checkLink(check) ? { link: checkLink(check) } : {}),
      });
      if (entry)
        lines.push({ text: `Fix "${pull.title}" and save it again.`, link: { href: entry, label: 'Open it' } });
    }
  }
  for (const check of failedChecks(answers.checks.get(answers.branch))) {
    lines.push({
      text: `The live site did not take the last published change: its check "${check.name}" failed, so the site still shows the version before it.`,
      ...(checkLink(check) ? { link: checkLink(check) } : {}),
    });
  }
  if (!lines.length) return undefined;
  return {
    heading:
      "The site did not take a change: its check failed. The check's page says why; ask the developer if it is not clear.",
    lines,
  };
}

export interface GitHubSite {
  /** GitHub's REST API, Decap's `api_root`: https://api.github.com unless set. */
  apiRoot: string;
  /** owner/name */
  repo: string;
  branch: string;
  token: string;
}

/** Asks GitHub for the open pull requests and the checks of their heads and of the site's branch. */
export async function readGitHubState(site: GitHubSite, fetcher: typeof fetch = fetch): Promise<Banner | undefined> {
  const api = site.apiRoot.replace(/\/$/, '');
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetcher(`${api}/repos/${site.repo}/${path}`, {
      headers: { authorization: `token ${site.token}`, accept: 'application/vnd.github+json' },
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  };
  const pulls = (await get<PullJson[]>('pulls?state=open&per_page=100')).filter((p) => p.head.ref.startsWith('cms/'));
  const refs = [site.branch, ...pulls.map((p) => p.head.sha)];
  const checks = new Map(
    await Promise.all(
      refs.map(async (ref): Promise<[string, CommitChecks]> => {
        const commit = `commits/${encodeURIComponent(ref)}`;
        const [runs, status] = await Promise.all([
          get<{ check_runs: CheckRunJson[] }>(`${commit}/check-runs?per_page=100`),
          get<{ statuses: StatusJson[] }>(`${commit}/status`),
        ]);
        return [ref, { check_runs: runs.check_runs, statuses: status.statuses }];
      }),
    ),
  );
  return githubBanner({ branch: site.branch, pulls, checks });
}
