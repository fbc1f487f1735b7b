// The local editor's history (src/backend/editor-history.ts behind src/backend/decap.ts): each save
// of the fs workflow kept under <DATA_DIR>/history with who and when, listed newest first after
// Git's commits of the file, through the guard (this computer's page, this run's token, a content
// file). The local server with decap-server's real handlers on a temporary Git repository, its
// clock the test's own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditorBackend } from '../../src/backend/decap.ts';
import { keepVersion, keptVersions, MAX_VERSIONS } from '../../src/backend/editor-history.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

let repo: string;
let historyDir: string;
let server: RunningServer;
let site: string;
let clock = new Date('2026-12-02T10:00:00.000Z');
const FILE = 'content/faqs.yaml';

beforeAll(async () => {
  repo = tempDir('history-repo');
  historyDir = path.join(tempDir('history-data'), 'history');
  fs.mkdirSync(path.join(repo, 'content'));
  fs.writeFileSync(path.join(repo, FILE), 'items: []\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Maria Lopez');
  git('config', 'user.email', 'maria@example.com');
  git('add', '-A');
  git('commit', '-q', '-m', 'first', '--date', '2026-12-01T09:00:00Z');
  const dist = tempDir('history-dist');
  fs.mkdirSync(path.join(dist, 'admin'));
  fs.writeFileSync(
    path.join(dist, 'admin', 'index.html'),
    '<!doctype html>\n<html><head>\n</head><body></body></html>\n',
  );
  server = await startServer({
    port: 0,
    inMemory: true,
    distDir: dist,
    editor: await startEditorBackend({ repoDir: repo, mode: 'fs', historyDir, now: () => clock }),
  });
  site = `localhost:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

function request(method: string, pathname: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: pathname,
        setHost: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const ownPage = () => ({ host: site, origin: `http://${site}`, 'sec-fetch-site': 'same-origin' });

async function backendPath(): Promise<string> {
  const page = await request('GET', '/admin/', { host: site });
  return /<meta name="decap-local-backend" content="([^"]+)">/.exec(page.text)![1]!;
}

const save = async (raw: string) => {
  const answer = await request('POST', await backendPath(), ownPage(), {
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'faqs', path: FILE, raw },
      assets: [],
      options: { commitMessage: 'edit', useWorkflow: false, status: 'draft', collectionName: 'pages' },
    },
  });
  expect(answer.status).toBe(200);
};

const history = async (file: string = FILE, headers: Record<string, string> = ownPage()) =>
  request('POST', `${await backendPath()}/history`, headers, { path: file });

describe("an entry's versions under npm start", () => {
  it('two saves are kept with who and when, newest first, after the committed version', async () => {
    await save('items:\n  - question: One?\n    answer: Yes.\n');
    await expect.poll(() => keptVersions(historyDir, FILE).length).toBe(1);
    clock = new Date('2026-12-02T11:00:00.000Z');
    await save('items:\n  - question: Two?\n    answer: Yes.\n');
    await expect.poll(() => keptVersions(historyDir, FILE).length).toBe(2);

    const answer = await history();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([
      {
        when: '2026-12-02T11:00:00.000Z',
        who: 'Maria Lopez',
        text: 'items:\n  - question: Two?\n    answer: Yes.\n',
        source: 'save',
      },
      {
        when: '2026-12-02T10:00:00.000Z',
        who: 'Maria Lopez',
        text: 'items:\n  - question: One?\n    answer: Yes.\n',
        source: 'save',
      },
      { when: '2026-12-01T09:00:00.000Z', who: 'Maria Lopez', text: 'items: []\n', source: 'commit' },
    ]);
  });

  it('a save refused by decap-server keeps no version', async () => {
    const before = keptVersions(historyDir, FILE).length;
    // A file where a folder should be: the guard refuses it (400), nothing is written or kept.
    const answer = await request('POST', await backendPath(), ownPage(), {
      action: 'persistEntry',
      params: { branch: 'main', entry: { slug: 'x', path: `${FILE}/inside.yaml`, raw: 'x: 1\n' }, assets: [] },
    });
    expect(answer.status).toBe(400);
    expect(keptVersions(historyDir, FILE).length).toBe(before);
    expect(fs.existsSync(path.join(historyDir, 'content', 'faqs.yaml', 'inside.yaml'))).toBe(false);
  });

  it.each<[string, () => Promise<{ status: number }>]>([
    ['a page of another site', async () => history(FILE, { host: site, origin: 'http://evil.example' })],
    ['a request without the token', async () => request('POST', '/api/v1/history', ownPage(), { path: FILE })],
    ['a GET', async () => request('GET', `${await backendPath()}/history`, ownPage())],
    ['a file outside content/', async () => history('package.json')],
    ['a path with ..', async () => history('content/../package.json')],
  ])('%s is refused', async (_, ask) => {
    expect((await ask()).status).toBe(403);
  });
});

describe('the versions kept of a file', () => {
  it('keep the same text once, and at most the newest MAX_VERSIONS', () => {
    const dir = path.join(tempDir('history-prune'), 'history');
    const start = Date.parse('2026-12-02T00:00:00.000Z');
    keepVersion(dir, FILE, 'a: 0\n', 'Ann', new Date(start));
    keepVersion(dir, FILE, 'a: 0\n', 'Ann', new Date(start + 1000));
    expect(keptVersions(dir, FILE)).toHaveLength(1);
    for (let i = 1; i <= MAX_VERSIONS + 5; i++) keepVersion(dir, FILE, `a: ${i}\n`, 'Ann', new Date(start + i * 1000));
    const kept = keptVersions(dir, FILE);
    expect(kept).toHaveLength(MAX_VERSIONS);
    expect(kept[0]!.text).toBe(`a: ${MAX_VERSIONS + 5}\n`);
  });
});
