/**
 * Reads the site's state for the editor's banner from GitHub, with the editor's own sign-in, in
 * one GraphQL query per read: the checks of the site's branch and of Decap's `cms/…` branches of
 * the site's own repository (at most MAX_DRAFTS of them, the latest first), with the open pull
 * request of each. GraphQL has a budget of its own, so the banner leaves the REST budget of the
 * token, which Decap itself spends, alone; and a flood of pull requests costs one query still.
 *
 * Only the site's repository is trusted: a pull request whose head lies in another repository (a
 * fork with a branch of the same name) is not read, nor its title shown. When GitHub says the
 * token is over a limit (403 or 429, `retry-after`, `x-ratelimit-reset`), the reader asks nothing
 * until the time GitHub named, and the banner keeps what it showed.
 *
 * `answersOf` (the answer to the banner's input) and `backoffUntil` are pure;
 * `gitHubReader` asks GitHub (the API at `apiRoot`, Decap's `api_root`).
 */
import type { CheckRunJson, CommitChecks, GitHubAnswers, PullJson, StatusJson } from './github-checks.ts';
import { githubBanner } from './github-checks.ts';
import type { Banner } from './site-state.ts';

/** The most `cms/…` branches read, each with its open pull request: more are never shown at once. */
export const MAX_DRAFTS = 25;
/** The most checks read of one commit. */
const MAX_CHECKS = 50;
/** When GitHub refuses without saying until when: wait this long, doubled while it goes on (≤ MAX_WAIT_MS). */
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 15 * 60_000;

const CHECKS = `statusCheckRollup { contexts(first: ${MAX_CHECKS}) { nodes { __typename
  ... on CheckRun { name status conclusion url detailsUrl }
  ... on StatusContext { context state targetUrl } } } }`;

/** The query: the site's branch, and Decap's branches of this repository with their pull requests. */
export const SITE_STATE_QUERY = `query SiteState($owner: String!, $name: String!, $branch: String!) {
  repository(owner: $owner, name: $name) {
    branch: ref(qualifiedName: $branch) { target { ... on Commit { ${CHECKS} } } }
    drafts: refs(refPrefix: "refs/heads/cms/", first: ${MAX_DRAFTS}, orderBy: { field: TAG_COMMIT_DATE, direction: DESC }) {
      nodes {
        target { ... on Commit { oid ${CHECKS} } }
        associatedPullRequests(states: OPEN, first: 5) {
          nodes { number title url headRefName headRepository { nameWithOwner } }
        }
      }
    }
  }
}`;

type Node = Record<string, unknown> | null | undefined;
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const nodes = (connection: unknown): Node[] => {
  const list = obj(connection).nodes;
  return Array.isArray(list) ? (list as Node[]) : [];
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A commit's checks as the REST API words them (lower-case states), for `failedChecks`. */
function checksOf(commit: unknown): CommitChecks {
  const contexts = nodes(obj(obj(commit).statusCheckRollup).contexts);
  const check_runs: CheckRunJson[] = contexts
    .filter((c) => c?.__typename === 'CheckRun')
    .map((c) => ({
      name: text(c?.name),
      status: text(c?.status).toLowerCase(),
      conclusion: c?.conclusion ? text(c.conclusion).toLowerCase() : null,
      html_url: text(c?.url) || null,
      details_url: text(c?.detailsUrl) || null,
    }));
  const statuses: StatusJson[] = contexts
    .filter((c) => c?.__typename === 'StatusContext')
    .map((c) => ({
      context: text(c?.context),
      state: text(c?.state).toLowerCase(),
      target_url: text(c?.targetUrl) || null,
    }));
  return { check_runs, statuses };
}

/** GitHub names repositories without regard to case. */
const sameRepo = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The banner's input from the query's answer: the branch's checks, and each `cms/…` pull request
 * whose head is in `repo` itself (a fork's is dropped), at most MAX_DRAFTS.
 */
export function answersOf(data: unknown, repo: string, branch: string): GitHubAnswers {
  const repository = obj(obj(data).repository);
  const checks = new Map<string, CommitChecks>([[branch, checksOf(obj(obj(repository.branch).target))]]);
  const pulls: PullJson[] = [];
  for (const draft of nodes(repository.drafts).slice(0, MAX_DRAFTS)) {
    const commit = obj(draft?.target);
    const sha = text(commit.oid);
    const own = nodes(draft?.associatedPullRequests).find(
      (pr) => sameRepo(text(obj(pr?.headRepository).nameWithOwner), repo) && text(pr?.headRefName).startsWith('cms/'),
    );
    if (!own || !sha) continue;
    checks.set(sha, checksOf(commit));
    pulls.push({
      number: Number(own.number),
      title: text(own.title),
      html_url: text(own.url),
      head: { ref: text(own.headRefName), sha, repo: { full_name: text(obj(own.headRepository).nameWithOwner) } },
    });
  }
  return { repo, branch, pulls, checks };
}

/**
 * Until when GitHub asks to be left alone after `response` (ms since the epoch), or undefined.
 * As GitHub's guide on rate limits says: `retry-after` (seconds) first, then `x-ratelimit-reset`
 * once `x-ratelimit-remaining` is 0 (also on an answer that still succeeded: the next would not),
 * else `fallbackMs`. A limit is a 429, or a 403 (or GraphQL's RATE_LIMITED, `limited`) that says so.
 */
export function backoffUntil(
  response: Pick<Response, 'status' | 'headers'>,
  now: number,
  fallbackMs = FIRST_WAIT_MS,
  limited = false,
): number | undefined {
  const header = (name: string) => response.headers.get(name);
  const retryAfter = Number(header('retry-after') ?? Number.NaN);
  const spent = header('x-ratelimit-remaining') === '0';
  const reset = Number(header('x-ratelimit-reset') ?? Number.NaN);
  const refused =
    response.status === 429 || limited || (response.status === 403 && (spent || header('retry-after') !== null));
  if (!refused && !spent) return undefined;
  if (refused && Number.isFinite(retryAfter) && retryAfter >= 0) return now + retryAfter * 1000;
  if (spent && Number.isFinite(reset)) return Math.max(now, reset * 1000);
  return refused ? now + fallbackMs : undefined;
}

export interface GitHubSite {
  /** GitHub's REST API, Decap's `api_root`: https://api.github.com unless set. */
  apiRoot: string;
  /** owner/name */
  repo: string;
  branch: string;
  token: string;
}

/** GitHub's GraphQL address beside its REST API: /graphql, or /api/graphql on GitHub Enterprise (/api/v3). */
export function graphqlUrl(apiRoot: string): string {
  const api = apiRoot.replace(/\/+$/, '');
  return /\/api\/v3$/.test(api) ? api.replace(/\/v3$/, '/graphql') : `${api}/graphql`;
}

/** A read skipped because GitHub asked to wait: the banner keeps what it showed. */
export class GitHubWaiting extends Error {
  readonly until: number;
  constructor(until: number) {
    super(`GitHub asked to wait until ${new Date(until).toISOString()}`);
    this.until = until;
  }
}

export interface ReaderOptions {
  fetch?: typeof fetch;
  /** The clock (tests control it). */
  now?: () => number;
}

/**
 * A reader of the site's state that remembers GitHub's limits between reads: one query per read,
 * none while GitHub asked to wait (the read then rejects with GitHubWaiting).
 */
export function gitHubReader(options: ReaderOptions = {}): (site: GitHubSite) => Promise<Banner | undefined> {
  const now = options.now ?? Date.now;
  let waitUntil = 0;
  let nextWaitMs = FIRST_WAIT_MS;
  return async (site) => {
    if (now() < waitUntil) throw new GitHubWaiting(waitUntil);
    const [owner = '', name = ''] = site.repo.split('/');
    const response = await (options.fetch ?? fetch)(graphqlUrl(site.apiRoot), {
      method: 'POST',
      headers: { authorization: `bearer ${site.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: SITE_STATE_QUERY, variables: { owner, name, branch: site.branch } }),
    });
    const body = obj(await response.json().catch(() => null));
    const limited =
      (Array.isArray(body.errors) && body.errors.some((e) => obj(e).type === 'RATE_LIMITED')) ||
      (response.status === 403 && /rate limit/i.test(text(body.message)));
    const until = backoffUntil(response, now(), nextWaitMs, limited);
    if (until !== undefined) waitUntil = until;
    if (!response.ok || limited || Array.isArray(body.errors)) {
      if (until !== undefined) nextWaitMs = Math.min(nextWaitMs * 2, MAX_WAIT_MS);
      throw new Error(`GitHub answered ${response.status}${limited ? ' (rate limited)' : ''}`);
    }
    nextWaitMs = FIRST_WAIT_MS;
    return githubBanner(answersOf(body.data, site.repo, site.branch));
  };
}
