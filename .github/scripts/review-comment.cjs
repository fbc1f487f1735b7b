// The review's comment on a pull request (.github/workflows/review.yml): one comment per pull
// request, found again by the marker on its first line and edited in place, with the pages
// that change (dist/review/comment.md, written by `npm run review`), a link to the report and
// the address of the deploy preview once a host reports one.

/** Starts the comment's line about the deploy preview, so that a later event can replace it. */
const PREVIEW_LINE = '<!-- deploy-preview -->';
/** The commit status Decap CMS reads a preview's address from (any context with "deploy" in it). */
const DECAP_CONTEXT = 'deploy/preview';

function previewLine(url) {
  return url
    ? `${PREVIEW_LINE}**Deploy preview** (the whole site with this change): ${url}`
    : `${PREVIEW_LINE}No deploy preview yet: its address appears here as soon as the host has built it.`;
}

/**
 * The deploy preview of a commit: the address of a successful deployment (Cloudflare Pages and
 * Netlify report these), or of a successful commit status about a deploy (Netlify's).
 */
async function previewAddress(github, { owner, repo }, sha) {
  const { data: deployments } = await github.rest.repos.listDeployments({ owner, repo, sha, per_page: 20 });
  for (const deployment of deployments) {
    const { data: statuses } = await github.rest.repos.listDeploymentStatuses({
      owner,
      repo,
      deployment_id: deployment.id,
      per_page: 20,
    });
    const ready = statuses.find((s) => s.state === 'success' && s.environment_url);
    if (ready) return ready.environment_url;
  }
  const { data: combined } = await github.rest.repos.getCombinedStatusForRef({ owner, repo, ref: sha });
  const status = combined.statuses.find((s) => /deploy/i.test(s.context) && s.state === 'success' && s.target_url);
  return status?.target_url;
}

/** The comment of this workflow on a pull request (a bot's, starting with `marker`), if any. */
async function findComment(github, { owner, repo }, issue_number, test) {
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number });
  return comments.find((c) => c.user?.type === 'Bot' && c.body && test(c.body));
}

/**
 * After `npm run review`: writes or updates the comment. `body` is comment.md; `reportUrl` the
 * uploaded report (absent when the review failed).
 */
async function postReview({ github, context, body, reportUrl }) {
  const issue_number = context.issue.number;
  const sha = context.payload.pull_request.head.sha;
  const marker = body.split('\n')[0];
  const preview = await previewAddress(github, context.repo, sha);
  const report = reportUrl
    ? `[Download the report](${reportUrl}): a zip file; unpack it and open \`index.html\` to see each page before and after the change, on a phone and on a desktop, with the differences in red.`
    : '';
  const full = `${[body.trimEnd(), report, previewLine(preview)].filter(Boolean).join('\n\n')}\n`;
  const previous = await findComment(github, context.repo, issue_number, (b) => b.startsWith(marker));
  const { owner, repo } = context.repo;
  if (previous) await github.rest.issues.updateComment({ owner, repo, comment_id: previous.id, body: full });
  else await github.rest.issues.createComment({ owner, repo, issue_number, body: full });
}

/**
 * A host reported a deploy (event `deployment_status` or `status`): its address goes into the
 * comment of each pull request of that commit, and, for hosts that report deployments only
 * (Cloudflare Pages), into a commit status Decap CMS finds, so that its preview links work.
 */
async function postPreview({ github, context }) {
  const { payload } = context;
  const { owner, repo } = context.repo;
  const fromDeployment = payload.deployment_status;
  const url = fromDeployment ? fromDeployment.environment_url : payload.target_url;
  const state = fromDeployment ? fromDeployment.state : payload.state;
  const sha = fromDeployment ? payload.deployment.sha : payload.sha;
  if (state !== 'success' || !url || (!fromDeployment && !/deploy/i.test(payload.context ?? ''))) return;
  if (payload.context === DECAP_CONTEXT) return;
  if (fromDeployment) {
    await github.rest.repos.createCommitStatus({
      owner,
      repo,
      sha,
      state: 'success',
      context: DECAP_CONTEXT,
      target_url: url,
      description: 'Deploy preview of this commit',
    });
  }
  const { data: pulls } = await github.rest.repos.listPullRequestsAssociatedWithCommit({
    owner,
    repo,
    commit_sha: sha,
  });
  for (const pull of pulls.filter((p) => p.state === 'open')) {
    const comment = await findComment(github, context.repo, pull.number, (b) => b.includes(PREVIEW_LINE));
    if (!comment) continue;
    const body = comment.body.replace(new RegExp(`${PREVIEW_LINE}.*`), previewLine(url));
    await github.rest.issues.updateComment({ owner, repo, comment_id: comment.id, body });
  }
}

module.exports = { postReview, postPreview, previewAddress };
