// The live editor's banner reads the site's checks from GitHub with the editor's token: here from a
// stand-in of GitHub's REST API on 127.0.0.1, at the address Decap's `api_root` would name.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readGitHubState } from '../../src/lib/github-checks.ts';

const TOKEN = 'gho_editor-token';
const requests: { path: string; authorization: string | undefined }[] = [];

/** What the stand-in answers, by path under /api/v3 (GitHub Enterprise's layout, to test api_root). */
const ANSWERS: Record<string, unknown> = {
  '/repos/lakeshore/site/pulls?state=open&per_page=100': [
    {
      number: 3,
      title: 'Create Blog posts “ai-basics”',
      html_url: 'h',
      head: { ref: 'cms/posts/ai-basics', sha: 'c1' },
    },
    { number: 4, title: 'Bump vite', html_url: 'h', head: { ref: 'renovate/vite', sha: 'c2' } },
  ],
  '/repos/lakeshore/site/commits/c1/check-runs?per_page=100': {
    check_runs: [
      {
        name: 'Check and build',
        status: 'completed',
        conclusion: 'failure',
        html_url: 'https://github.example/lakeshore/site/runs/11',
      },
    ],
  },
  '/repos/lakeshore/site/commits/c1/status': { statuses: [] },
  '/repos/lakeshore/site/commits/main/check-runs?per_page=100': {
    check_runs: [{ name: 'Check and build', status: 'completed', conclusion: 'success' }],
  },
  '/repos/lakeshore/site/commits/main/status': {
    statuses: [{ context: 'deploy/live', state: 'failure', target_url: 'https://deploys.example/5' }],
  },
};

const server = http.createServer((req, res) => {
  const path = (req.url ?? '').replace(/^\/api\/v3/, '');
  requests.push({ path, authorization: req.headers.authorization });
  if (req.headers.authorization !== `token ${TOKEN}`) return res.writeHead(401).end('{"message":"Bad credentials"}');
  const answer = ANSWERS[path];
  if (answer === undefined) return res.writeHead(404).end('{"message":"Not Found"}');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
});
let apiRoot = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("the editor's token reads the failed checks of Decap's pull request and of the site's branch", async () => {
  requests.length = 0;
  const banner = await readGitHubState({ apiRoot, repo: 'lakeshore/site', branch: 'main', token: TOKEN });
  expect(banner?.lines.map((line) => line.text)).toEqual([
    'The site did not take the change in "Create Blog posts “ai-basics”": its check "Check and build" failed.',
    'Fix "Create Blog posts “ai-basics”" and save it again.',
    'The live site did not take the last published change: its check "deploy/live" failed, so the site still shows the version before it.',
  ]);
  expect(banner?.lines.map((line) => line.link?.href)).toEqual([
    'https://github.example/lakeshore/site/runs/11',
    '#/collections/posts/entries/ai-basics',
    'https://deploys.example/5',
  ]);
  // Every call carries the token; the pull request not made by the editor is not looked into.
  expect(requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  expect(requests.map((r) => r.path).sort()).toEqual(Object.keys(ANSWERS).sort());
  expect(requests.some((r) => r.path.includes('/c2/'))).toBe(false);
});

test('a refused token is an error (the banner keeps what it showed), not "all is well"', async () => {
  await expect(readGitHubState({ apiRoot, repo: 'lakeshore/site', branch: 'main', token: 'expired' })).rejects.toThrow(
    /GitHub answered 401/,
  );
});
