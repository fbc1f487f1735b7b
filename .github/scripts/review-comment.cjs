// The review's comment on a pull request: one comment per pull request, found again by the
// marker on its first line and edited in place, with the pages that change
// (dist/review/comment.md, written by `npm run review`), a link to the report and the address of
// the deploy preview. review.yml (the pull request's code, a read-only token) waits for the
// preview; review-comment.yml (the default branch's file, allowed to write) posts.

/** Starts the comment's line about the deploy preview. */
const PREVIEW_LINE = '<!-- deploy-preview -->';
/** The commit status Decap CMS reads a preview's address from (any context with "deploy" in it). */
const DECAP_CONTEXT = 'deploy/preview';

function previewLine(url) {
  return url
    ? `${PREVIEW_LINE}**Deploy preview** (the whole site with this change): ${url}`
    : `${PREVIEW_LINE}No deploy preview yet: the host had not reported one when the review finished; the next push's review looks again.`;
}

/**
 * The deploy preview of a commit: the address of a successful deployment (Cloudflare Pages and
 * Netlify report these), or of a successful commit status about a deploy (Netlify's).
 */
async function previewAddress(github, repository, sha) {
  return (await findPreview(github, repository, sha))?.url;
}

/** The preview and where it was reported: a deployment, or a commit status. */
async function findPreview(github, { owner, repo }, sha) {
  const { data: deployments } = await github.rest.repos.listDeployments({ owner, repo, sha, per_page: 20 });
  for (const deployment of deployments) {
    const { data: statuses } = await github.rest.repos.listDeploymentStatuses({
      owner,
      repo,
      deployment_id: deployment.id,
      per_page: 20,
    });
    const ready = statuses.find((s) => s.state === 'success' && s.environment_url);
    if (ready) return { url: ready.environment_url, from: 'deployment' };
  }
  const { data: combined } = await github.rest.repos.getCombinedStatusForRef({ owner, repo, ref: sha });
  const status = combined.statuses.find(
    (s) => /deploy/i.test(s.context) && s.context !== DECAP_CONTEXT && s.state === 'success' && s.target_url,
  );
  return status ? { url: status.target_url, from: 'status' } : undefined;
}

/**
 * In the pull request's job: waits until the host reports the commit's preview (every
 * `delayMs`, at most `tries` times), with read access only. Returns its address, or undefined.
 */
async function waitForPreview({ github, context, core, tries = 20, delayMs = 30_000, sleep }) {
  const pause = sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const sha = context.payload.pull_request.head.sha;
  for (let attempt = 1; attempt <= tries; attempt++) {
    const url = await previewAddress(github, context.repo, sha);
    if (url) {
      core?.info(`Deploy preview: ${url}`);
      return url;
    }
    if (attempt < tries) await pause(delayMs);
  }
  core?.info('No deploy preview was reported in time; the comment says so.');
  return undefined;
}

/** The comment of this workflow on a pull request (a bot's, starting with `marker`), if any. */
async function findComment(github, { owner, repo }, issue_number, test) {
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number });
  return comments.find((c) => c.user?.type === 'Bot' && c.body && test(c.body));
}

/**
 * Writes or updates the comment. `body` is comment.md; `reportUrl` the uploaded report (absent
 * when the review failed); `preview` the deploy preview's address, if any.
 */
async function postReview({ github, repository, issue_number, body, reportUrl, preview }) {
  const marker = body.split('\n')[0];
  const report = reportUrl
    ? `[Download the report](${reportUrl}): a zip file; unpack it and open \`index.html\` to see each page before and after the change, on a phone and on a desktop, with the differences in red.`
    : '';
  const full = `${[body.trimEnd(), report, previewLine(preview)].filter(Boolean).join('\n\n')}\n`;
  const previous = await findComment(github, repository, issue_number, (b) => b.startsWith(marker));
  const { owner, repo } = repository;
  if (previous) await github.rest.issues.updateComment({ owner, repo, comment_id: previous.id, body: full });
  else await github.rest.issues.createComment({ owner, repo, issue_number, body: full });
}

/** A comment's body is at most this long (GitHub's own limit is 65,536 characters). */
const MAX_BODY = 60_000;

/**
 * In review-comment.yml (workflow_run, the default branch's file): posts the comment a review
 * run uploaded. Nothing uploaded is trusted beyond being a comment's text: the pull request must
 * be open with the reviewed commit at its head, and the report's and the preview's addresses
 * come from GitHub's API. A preview reported as a deployment (Cloudflare Pages) also becomes
 * the commit status Decap CMS reads preview addresses from (Netlify sets its own).
 */
async function postFromRun({ github, context, body, pullNumber }) {
  const run = context.payload.workflow_run;
  const { owner, repo } = context.repo;
  const number = Number(String(pullNumber).trim());
  if (!Number.isSafeInteger(number) || number <= 0) throw new Error('the review run named no pull request');
  const { data: pull } = await github.rest.pulls.get({ owner, repo, pull_number: number });
  if (pull.state !== 'open' || pull.head.sha !== run.head_sha) {
    throw new Error(`pull request #${number} is not open at the reviewed commit ${run.head_sha}`);
  }
  const { data: uploads } = await github.rest.actions.listWorkflowRunArtifacts({ owner, repo, run_id: run.id });
  const report = uploads.artifacts.find((a) => a.name === 'review' && !a.expired);
  const reportUrl = report ? `${run.html_url}/artifacts/${report.id}` : undefined;
  const preview = await findPreview(github, context.repo, run.head_sha);
  if (preview?.from === 'deployment') {
    await github.rest.repos.createCommitStatus({
      owner,
      repo,
      sha: run.head_sha,
      state: 'success',
      context: DECAP_CONTEXT,
      target_url: preview.url,
      description: 'Deploy preview of this commit',
    });
  }
  await postReview({
    github,
    repository: context.repo,
    issue_number: number,
    body: String(body).slice(0, MAX_BODY),
    reportUrl,
    preview: preview?.url,
  });
}

module.exports = { postReview, postFromRun, waitForPreview, previewAddress };
