/**
 * The live site's state for the editor's banner, read from GitHub with the editor's own sign-in:
 * each change the editor saves is a pull request from a `cms/…` branch (Decap's editorial
 * workflow), and the site's check runs on it; a published change lands on the site's branch, whose
 * check builds the site. A failed check on either means the site did not take the change.
 *
 * `githubBanner` turns GitHub's answers into the banner (pure); ./github-reader.ts asks GitHub
 * for them.
 */
import type { Banner, BannerLine } from './site-state.ts';

/** The parts of GitHub's answers read here. */
export interface PullJson {
  number: number;
  title: string;
  html_url: string;
  /** `repo`: where the branch lies (null when that repository was deleted); only the site's own is read. */
  head: { ref: string; sha: string; repo: { full_name: string } | null };
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
  /** The site's repository, owner/name: only pull requests from its own branches are read. */
  repo: string;
  /** The site's branch (the one the live site is built from). */
  branch: string;
  /** The open pull requests (only Decap's `cms/` ones of the site's own repository are read). */
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
  // A fork's branch may be named cms/… too: its title is a stranger's words, never shown.
  const own = (p: PullJson) => p.head.repo?.full_name.toLowerCase() === answers.repo.toLowerCase();
  for (const pull of answers.pulls.filter((p) => own(p) && p.head.ref.startsWith('cms/'))) {
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
