// An entry's history as the editor reads it (src/admin/history.ts): newest first, each version with
// what it changed against the one before, by the fields' labels. And the live editor's source of
// versions (src/admin/history-source.ts) against a stand-in of GitHub's REST API on 127.0.0.1:
// the commits of the file's path on the site's branch, with the file at each commit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changedFields, historyItems, summaryOf, versionTime } from '../../src/admin/history.ts';
import { githubVersions, MAX_COMMITS } from '../../src/admin/history-source.ts';

const LABELS: Record<string, string> = { title: 'Title', form: 'Form', submit: 'Submit', intro: 'Intro', seo: 'SEO' };
const label = (path: readonly string[]) => path.map((key) => LABELS[key] ?? key).join(' › ');
const values = (text: string) => parse(text) as Record<string, unknown>;

describe('what a version changed', () => {
  it('names each changed field by its path, as deep as groups go, a list as one field', () => {
    const before = { title: 'A', form: { submit: 'Send', labels: { email: 'E-mail' } }, items: [1, 2] };
    const after = { title: 'A', form: { submit: 'Ask', labels: { email: 'E-mail' } }, items: [1, 3], intro: 'New' };
    expect(changedFields(before, after)).toEqual([['form', 'submit'], ['items'], ['intro']]);
  });

  it('reads as the fields’ labels, the first four and how many more', () => {
    expect(summaryOf([['title'], ['form', 'submit']], label)).toBe('changed: Title, Form › Submit');
    expect(summaryOf([['a'], ['b'], ['c'], ['d'], ['e'], ['f']], label)).toBe('changed: a, b, c, d and 2 more');
    expect(summaryOf([], label)).toBe('no field changed');
  });
});

describe('the history of an entry', () => {
  const v1 = { when: '2026-12-01T09:00:00.000Z', who: 'Test', text: 'title: First\nform:\n  submit: Send\n' };
  const v2 = { when: '2026-12-02T10:00:00.000Z', who: 'Maria', text: 'title: First\nform:\n  submit: Ask\n' };
  const v3 = { when: '2026-12-02T11:00:00.000Z', who: 'Maria', text: 'title: Second\nform:\n  submit: Ask\n' };

  it('lists the versions newest first, each with what it changed against the one before, the current one marked', () => {
    const items = historyItems([v3, v2, v1], v3.text, values, label);
    expect(items.map((i) => [i.who, i.summary, i.current])).toEqual([
      ['Maria', 'changed: Title', true],
      ['Maria', 'changed: Form › Submit', false],
      ['Test', 'the first version kept', false],
    ]);
  });

  it('a version the format cannot read counts every field of its neighbour as changed', () => {
    const broken = { ...v2, text: 'title: [unclosed' };
    const items = historyItems([v3, broken], undefined, values, label);
    expect(items[0]!.summary).toBe('changed: Title, Form');
    expect(items.every((i) => !i.current)).toBe(true);
  });

  it('dates read in the site’s time zone', () => {
    expect(versionTime('2026-12-02T18:30:05.000Z', 'America/Chicago')).toBe('2 Dec 2026, 12:30:05');
  });
});

describe("the live editor's versions, from GitHub's commits of the file", () => {
  const TOKEN = 'gho_editor-token';
  const REPO = 'lakeshore/site';
  const FILE = 'content/contact.yaml';
  const requests: { path: string; authorization: string | undefined }[] = [];
  /** The branch's commits of the file, newest first, and the file at each. */
  const commits = [
    { sha: 'c3', name: 'Maria Lopez', date: '2026-12-02T11:00:00Z', text: 'title: Third — “new”\n' },
    { sha: 'c2', name: 'Sam', date: '2026-12-02T10:00:00Z', text: undefined }, // the commit deleted it
    { sha: 'c1', name: 'Test', date: '2026-12-01T09:00:00Z', text: 'title: First\n' },
  ];
  let server: http.Server;
  let api: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `token ${TOKEN}`) return send(401, { message: 'Bad credentials' });
      if (url.pathname === `/api/v3/repos/${REPO}/commits`) {
        if (url.searchParams.get('path') !== FILE || url.searchParams.get('sha') !== 'main') return send(200, []);
        return send(
          200,
          commits.map((c) => ({ sha: c.sha, commit: { author: { name: c.name, date: c.date } }, author: null })),
        );
      }
      if (url.pathname === `/api/v3/repos/${REPO}/contents/${FILE}`) {
        const text = commits.find((c) => c.sha === url.searchParams.get('ref'))?.text;
        if (text === undefined) return send(404, { message: 'Not Found' });
        const content = Buffer.from(text)
          .toString('base64')
          .replace(/(.{20})/g, '$1\n');
        return send(200, { type: 'file', encoding: 'base64', content });
      }
      send(404, { message: 'Not Found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads each commit of the path on the branch, with the file as it was, and leaves out the one that deleted it', async () => {
    const source = githubVersions({ name: 'github', repo: REPO, branch: 'main', api_root: api }, () => TOKEN);
    expect(await source(FILE)).toEqual([
      { who: 'Maria Lopez', when: '2026-12-02T11:00:00Z', text: 'title: Third — “new”\n' },
      { who: 'Test', when: '2026-12-01T09:00:00Z', text: 'title: First\n' },
    ]);
    expect(requests[0]!.path).toBe(
      `/api/v3/repos/${REPO}/commits?path=${encodeURIComponent(FILE)}&sha=main&per_page=${MAX_COMMITS}`,
    );
    expect(requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('says so when the editor is not signed in, and when GitHub refuses', async () => {
    const signedOut = githubVersions({ name: 'github', repo: REPO, api_root: api }, () => undefined);
    await expect(signedOut(FILE)).rejects.toThrow('not signed in');
    const refused = githubVersions({ name: 'github', repo: REPO, api_root: api }, () => 'gho_wrong');
    await expect(refused(FILE)).rejects.toThrow('GitHub answered 401');
  });
});
