// The live editor's banner reads the site's checks from GitHub with the editor's token: here from a
// stand-in of GitHub's GraphQL API on 127.0.0.1, at the address beside Decap's `api_root` (GitHub
// Enterprise's layout, /api/v3 → /api/graphql, to test that too). The stand-in runs every query
// it gets against GitHub's published schema (@octokit/graphql-schema) with the graphql package,
// so a field GitHub does not have fails here as it would there; its data are a small model of a
// repository: the site's branch, Decap's cms/… branches, and the pull requests GitHub associates
// with each (a fork's among them when it has a branch of the same name).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql, parse, validate } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { GitHubWaiting, gitHubReader, MAX_DRAFTS, SITE_STATE_QUERY } from '../../src/lib/github-reader.ts';

const TOKEN = 'gho_editor-token';
const REPO = 'lakeshore/site';
const schema = buildSchema(readFileSync('node_modules/@octokit/graphql-schema/schema.graphql', 'utf8'), {
  assumeValidSDL: true, // GitHub's SDL repeats two fields of one type; the rest is checked on use
});

type Context = Record<string, unknown>;
const failedRun = (name: string, url: string): Context => ({
  __typename: 'CheckRun',
  name,
  status: 'COMPLETED',
  conclusion: 'FAILURE',
  url,
  detailsUrl: null,
});
const commit = (oid: string, contexts: Context[]) => ({
  __typename: 'Commit',
  oid,
  statusCheckRollup: { contexts: () => ({ nodes: contexts }) },
});
const pull = (number: number, title: string, headRefName: string, headRepo: string) => ({
  number,
  title,
  url: `https://github.example/${REPO}/pull/${number}`,
  headRefName,
  headRepository: { nameWithOwner: headRepo },
});

interface Draft {
  oid: string;
  contexts: Context[];
  pulls: ReturnType<typeof pull>[];
}

/** The repository the stand-in answers for. */
const model: { branch: Context[]; drafts: Draft[] } = { branch: [], drafts: [] };
const requests: { authorization: string | undefined; path: string }[] = [];
/** Answers for the next requests, in order, instead of running the query. */
const refusals: { status: number; headers: Record<string, string>; body: string }[] = [];

const root = {
  repository: ({ owner, name }: { owner: string; name: string }) =>
    `${owner}/${name}` !== REPO
      ? null
      : {
          ref: ({ qualifiedName }: { qualifiedName: string }) =>
            qualifiedName === 'main' ? { target: commit('m1', model.branch) } : null,
          refs: ({ refPrefix, first }: { refPrefix: string; first: number }) => ({
            nodes:
              refPrefix === 'refs/heads/cms/'
                ? model.drafts.slice(0, first).map((d) => ({
                    target: commit(d.oid, d.contexts),
                    associatedPullRequests: () => ({ nodes: d.pulls }),
                  }))
                : [],
          }),
        },
};

async function answer(body: string): Promise<{ status: number; json: unknown }> {
  const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
  const errors = validate(schema, parse(query));
  if (errors.length) return { status: 200, json: { errors: errors.map((e) => ({ message: e.message })) } };
  return { status: 200, json: await graphql({ schema, source: query, rootValue: root, variableValues: variables }) };
}

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  requests.push({ authorization: req.headers.authorization, path: req.url ?? '' });
  if (req.headers.authorization !== `bearer ${TOKEN}`) return res.writeHead(401).end('{"message":"Bad credentials"}');
  if (req.method !== 'POST' || req.url !== '/api/graphql') return res.writeHead(404).end('{"message":"Not Found"}');
  const refusal = refusals.shift();
  if (refusal) return res.writeHead(refusal.status, refusal.headers).end(refusal.body);
  const { status, json } = await answer(Buffer.concat(chunks).toString('utf8'));
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
});
let apiRoot = '';
const site = (token = TOKEN) => ({ apiRoot, repo: REPO, branch: 'main', token });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  refusals.length = 0;
  model.branch = [];
  model.drafts = [];
});

describe('the banner’s reader of GitHub', () => {
  test('its query is one GitHub’s schema accepts (and the stand-in refuses one it does not)', () => {
    expect(validate(schema, parse(SITE_STATE_QUERY))).toEqual([]);
    expect(validate(schema, parse(SITE_STATE_QUERY.replace('headRefName', 'headBranchName')))).not.toEqual([]);
  });

  test("reads the failed checks of Decap's pull request and of the site's branch; a fork's cms/ pull request is not shown", async () => {
    model.branch = [
      { __typename: 'StatusContext', context: 'deploy/live', state: 'FAILURE', targetUrl: 'https://deploys.example/5' },
    ];
    model.drafts = [
      {
        oid: 'c1',
        contexts: [failedRun('Check and build', `https://github.example/${REPO}/runs/11`)],
        // GitHub associates pull requests with a branch by its name: a fork's of the same name too.
        pulls: [
          pull(9, 'Click https://evil.example to fix the site', 'cms/posts/ai-basics', 'stranger/site'),
          pull(3, 'Create Blog posts “ai-basics”', 'cms/posts/ai-basics', 'Lakeshore/Site'),
        ],
      },
      {
        oid: 'c2',
        contexts: [failedRun('Check and build', 'https://github.example/stranger/site/runs/12')],
        pulls: [pull(10, 'A stranger’s change', 'cms/pages/home', 'stranger/site')],
      },
    ];
    const banner = await gitHubReader()(site());
    expect(banner?.lines.map((line) => line.text)).toEqual([
      'The site did not take the change in "Create Blog posts “ai-basics”": its check "Check and build" failed.',
      'Fix "Create Blog posts “ai-basics”" and save it again.',
      'The live site did not take the last published change: its check "deploy/live" failed, so the site still shows the version before it.',
    ]);
    expect(banner?.lines.map((line) => line.link?.href)).toEqual([
      `https://github.example/${REPO}/runs/11`,
      '#/collections/posts/entries/ai-basics',
      'https://deploys.example/5',
    ]);
    expect(JSON.stringify(banner)).not.toMatch(/evil|stranger/);
    expect(requests).toEqual([{ authorization: `bearer ${TOKEN}`, path: '/api/graphql' }]);
  });

  test('100 pull requests of the editor cost one call, and at most MAX_DRAFTS of them are read', async () => {
    model.drafts = Array.from({ length: 100 }, (_, i) => ({
      oid: `s${i}`,
      contexts: [failedRun('Check and build', `https://github.example/${REPO}/runs/${i}`)],
      pulls: [pull(i, `Change ${i}`, `cms/posts/p${i}`, REPO)],
    }));
    const banner = await gitHubReader()(site());
    expect(requests).toHaveLength(1);
    // Two lines for each change read: what failed, and the entry to fix.
    expect(banner?.lines).toHaveLength(2 * MAX_DRAFTS);
    expect(MAX_DRAFTS).toBeLessThanOrEqual(25);
  });

  test('a 429 makes the next reads wait as long as GitHub asked (retry-after), then it asks again', async () => {
    let clock = 1_000_000;
    const read = gitHubReader({ now: () => clock });
    refusals.push({ status: 429, headers: { 'retry-after': '120' }, body: '{"message":"slow down"}' });
    await expect(read(site())).rejects.toThrow(/GitHub answered 429/);
    clock += 60_000;
    await expect(read(site())).rejects.toBeInstanceOf(GitHubWaiting);
    expect(requests).toHaveLength(1); // nothing asked while waiting
    clock += 61_000;
    await expect(read(site())).resolves.toBeUndefined(); // no failed check: no banner
    expect(requests).toHaveLength(2);
  });

  test('a spent budget (403, x-ratelimit-remaining 0) waits until x-ratelimit-reset; GraphQL’s RATE_LIMITED too', async () => {
    let clock = 1_000_000;
    const read = gitHubReader({ now: () => clock });
    const reset = String((clock + 30 * 60_000) / 1000);
    refusals.push({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      body: '{"message":"API rate limit exceeded"}',
    });
    await expect(read(site())).rejects.toThrow(/403/);
    clock += 29 * 60_000;
    await expect(read(site())).rejects.toBeInstanceOf(GitHubWaiting);
    clock += 2 * 60_000;
    refusals.push({ status: 200, headers: {}, body: '{"errors":[{"type":"RATE_LIMITED","message":"limit"}]}' });
    await expect(read(site())).rejects.toThrow(/rate limited/);
    clock += 30_000; // no header said until when: a minute at least
    await expect(read(site())).rejects.toBeInstanceOf(GitHubWaiting);
    expect(requests).toHaveLength(2);
  });

  test('a refused token is an error (the banner keeps what it showed), not "all is well", and no wait', async () => {
    const read = gitHubReader();
    await expect(read(site('expired'))).rejects.toThrow(/GitHub answered 401/);
    await expect(read(site())).resolves.toBeUndefined();
  });
});
