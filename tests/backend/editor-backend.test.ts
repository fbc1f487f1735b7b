// The local editor backend as an attacker meets it: the local server with decap-server's real
// handlers on a temporary repository, asked over HTTP with the headers a DNS-rebinding page, a
// page of another site, a tunnel or a script without the token would send. Only this computer's
// own /admin page, with this run's token, may read or write, and only under content/ and
// public/images/.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizeSvg } from '../../scripts/build/images.ts';
import { startEditorBackend } from '../../src/backend/decap.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

let repo: string;
let server: RunningServer;
let site: string;

const ADMIN_HTML = '<!doctype html>\n<html><head><title>Editor</title>\n</head><body></body></html>\n';

beforeAll(async () => {
  repo = tempDir('editor-repo');
  for (const [file, text] of [
    ['content/faqs.yaml', 'items: []\n'],
    ['public/images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n'],
    ['package.json', '{"name":"site"}\n'],
    ['scripts/build.ts', 'export {};\n'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(repo, file!)), { recursive: true });
    fs.writeFileSync(path.join(repo, file!), text!);
  }
  const dist = tempDir('editor-dist');
  fs.mkdirSync(path.join(dist, 'admin'));
  fs.writeFileSync(path.join(dist, 'admin', 'index.html'), ADMIN_HTML);
  server = await startServer({
    port: 0,
    inMemory: true,
    distDir: dist,
    editor: await startEditorBackend({ repoDir: repo, mode: 'fs' }),
  });
  site = `localhost:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request to the local server from this machine, with exactly the headers given. */
function request(method: string, pathname: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: pathname,
        setHost: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** What this computer's browser sends from the /admin page it was served. */
const ownPage = () => ({ host: site, origin: `http://${site}`, 'sec-fetch-site': 'same-origin' });

/** The backend's address as the /admin page receives it. */
async function backendPath(headers: Record<string, string> = { host: site }): Promise<string | undefined> {
  const page = await request('GET', '/admin/', headers);
  expect(page.status).toBe(200);
  return /<meta name="decap-local-backend" content="([^"]+)">/.exec(page.text)?.[1];
}

const read = (file: string) =>
  fs.existsSync(path.join(repo, file)) ? fs.readFileSync(path.join(repo, file), 'utf8') : null;

const persist = (
  file: string,
  raw = 'items:\n  - question: Q?\n    answer: A.\n',
  extra: Record<string, unknown> = {},
) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    entry: { slug: 'x', path: file, raw, ...extra },
    assets: [],
    options: { commitMessage: 'edit', useWorkflow: false, status: 'draft', collectionName: 'pages' },
  },
});

describe('symbolic links committed under content/', () => {
  // What a pull request could commit: links that look like content files or folders.
  let outside: string;
  beforeAll(() => {
    outside = tempDir('outside-repo');
    fs.writeFileSync(path.join(outside, 'victim.yaml'), 'untouched: true\n');
    fs.symlinkSync(outside, path.join(repo, 'content/escape'));
    fs.symlinkSync(path.join(outside, 'victim.yaml'), path.join(repo, 'content/linked.yaml'));
    fs.symlinkSync(path.join(outside, 'created-by-link.yaml'), path.join(repo, 'content/dangling.yaml'));
    fs.symlinkSync(path.join(repo, 'scripts'), path.join(repo, 'public/images/scripts'));
  });

  it.each<[string, unknown]>([
    ['a write into a linked folder', persist('content/escape/new.yaml', 'x: 1\n')],
    ['a write through a linked file', persist('content/linked.yaml', 'hacked: true\n')],
    ['a write through a link to a file that does not exist yet', persist('content/dangling.yaml', 'x: 1\n')],
    ['a read through a linked file', { action: 'getEntry', params: { branch: 'main', path: 'content/linked.yaml' } }],
    [
      'an upload into a linked folder',
      {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: {
            path: 'public/images/scripts/x.svg',
            content: Buffer.from('<svg/>').toString('base64'),
            encoding: 'base64',
          },
          options: { commitMessage: 'x' },
        },
      },
    ],
  ])('refuses %s with 403, touching nothing outside', async (_what, body) => {
    const api = (await backendPath())!;
    const answer = await request('POST', api, ownPage(), body);
    expect(answer.status, answer.text).toBe(403);
    // As JSON in decap-server's shape: Decap reads every answer as JSON and shows its error.
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect((JSON.parse(answer.text) as { error: string }).error).toMatch(
      /^The local editor backend refused this request: .*leads outside content\/ and public\/images\//,
    );
    expect(fs.readdirSync(outside)).toEqual(['victim.yaml']);
    expect(fs.readFileSync(path.join(outside, 'victim.yaml'), 'utf8')).toBe('untouched: true\n');
    expect(fs.readdirSync(path.join(repo, 'scripts'))).toEqual(['build.ts']);
  });
});

describe('folder listings with a symbolic link committed among the entries', () => {
  it('leave out a link to a file outside content/ (content/blog/k.md -> the local keys) and keep the real entries', async () => {
    const secret = path.join(tempDir('outside-keys'), 'local-keys.json');
    fs.writeFileSync(secret, '{"serviceRoleKey":"sb_secret_local_only"}\n');
    fs.mkdirSync(path.join(repo, 'content/blog'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'content/blog/real.md'), '---\ntitle: Real\n---\nText\n');
    fs.symlinkSync(secret, path.join(repo, 'content/blog/k.md'));
    fs.mkdirSync(path.join(repo, 'public/images/icons'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'public/images/icons/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    fs.symlinkSync(path.join(repo, 'package.json'), path.join(repo, 'public/images/icons/pkg.svg'));
    const api = (await backendPath())!;
    const entries = await request('POST', api, ownPage(), {
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 },
    });
    expect(entries.status, entries.text).toBe(200);
    expect(entries.text).not.toContain('sb_secret_local_only');
    expect((JSON.parse(entries.text) as { file: { path: string } }[]).map((e) => e.file.path)).toEqual([
      'content/blog/real.md',
    ]);
    const media = await request('POST', api, ownPage(), {
      action: 'getMedia',
      params: { branch: 'main', mediaFolder: 'public/images/icons' },
    });
    expect(media.status, media.text).toBe(200);
    const names = (JSON.parse(media.text) as { path: string }[]).map((m) => m.path);
    expect(names).toEqual(['public/images/icons/dot.svg']);
    expect(media.text).not.toContain('"name":"site"');
  });
});

describe('the /admin page', () => {
  it("gives this computer's own browser the backend's address with a token, and never caches it", async () => {
    const page = await request('GET', '/admin/', { host: site });
    const address = /<meta name="decap-local-backend" content="(\/api\/v1\/[A-Za-z0-9_-]{43})">/.exec(page.text)?.[1];
    expect(address).toBeDefined();
    expect(page.headers['cache-control']).toBe('no-store');
    expect(await backendPath()).toBe(address); // the same for the whole run
  });

  it.each<[string, (port: number) => Record<string, string>]>([
    ['a rebound host name', (port) => ({ host: `rebind.example:${port}` })],
    ['another port', () => ({ host: 'localhost:1' })],
    ['a tunnel', (port) => ({ host: `localhost:${port}`, 'x-forwarded-for': '203.0.113.7' })],
    ['another origin', (port) => ({ host: `localhost:${port}`, origin: 'http://evil.example' })],
  ])('gives %s the page without the address', async (_who, headers) => {
    expect(await backendPath(headers(server.port))).toBeUndefined();
  });
});

describe('the backend answers only this computer’s own page', () => {
  it('reads and writes content/ for the page that carries the token', async () => {
    const api = (await backendPath())!;
    const info = await request('POST', api, ownPage(), { action: 'info' });
    expect(info.status, info.text).toBe(200);
    expect(JSON.parse(info.text)).toMatchObject({ type: 'local_fs' });
    const saved = await request('POST', api, ownPage(), persist('content/faqs.yaml'));
    expect(saved.status, saved.text).toBe(200);
    expect(read('content/faqs.yaml')).toContain('question: Q?');
    const picture = await request('POST', api, ownPage(), {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: {
          path: 'public/images/blog/new.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
          encoding: 'base64',
        },
        options: { commitMessage: 'upload' },
      },
    });
    expect(picture.status, picture.text).toBe(200);
    // Written as the safe picture (./svg-uploads tests below): here nothing to remove.
    expect(read('public/images/blog/new.svg')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  });

  it.each<[string, (api: string, port: number) => { path: string; headers: Record<string, string> }]>([
    [
      'a DNS-rebinding page (its own host name)',
      (api, port) => ({
        path: api,
        headers: { host: `rebind.example:${port}`, origin: `http://rebind.example:${port}` },
      }),
    ],
    ['a rebound host without Origin', (api, port) => ({ path: api, headers: { host: `rebind.example:${port}` } })],
    ['the right host on another port', (api) => ({ path: api, headers: { host: 'localhost:8081' } })],
    [
      'a page of another site',
      (api, port) => ({ path: api, headers: { host: `localhost:${port}`, origin: 'http://evil.example' } }),
    ],
    [
      'another local origin',
      (api, port) => ({ path: api, headers: { host: `localhost:${port}`, origin: `http://127.0.0.1:${port}` } }),
    ],
    [
      'a cross-site fetch',
      (api, port) => ({ path: api, headers: { host: `localhost:${port}`, 'sec-fetch-site': 'cross-site' } }),
    ],
    [
      'a tunnel (X-Forwarded-For)',
      (api, port) => ({ path: api, headers: { host: `localhost:${port}`, 'x-forwarded-for': '203.0.113.7' } }),
    ],
    [
      'a proxy (Forwarded)',
      (api, port) => ({ path: api, headers: { host: `localhost:${port}`, forwarded: 'for=203.0.113.7' } }),
    ],
    ['a caller without the token', (_api, port) => ({ path: '/api/v1', headers: { host: `localhost:${port}` } })],
    [
      'a caller with a wrong token',
      (api, port) => ({
        path: `${api.slice(0, -1)}${api.endsWith('A') ? 'B' : 'A'}`,
        headers: { host: `localhost:${port}` },
      }),
    ],
    [
      'a caller with a shorter token',
      (api, port) => ({ path: api.slice(0, -5), headers: { host: `localhost:${port}` } }),
    ],
  ])('refuses %s with 403, and writes nothing', async (_who, make) => {
    const api = (await backendPath())!;
    const before = read('content/faqs.yaml');
    const attack = make(api, server.port);
    const answer = await request(
      'POST',
      attack.path,
      attack.headers,
      persist('content/faqs.yaml', 'items: [hacked]\n'),
    );
    expect(answer.status, answer.text).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      error: expect.stringMatching(/^The local editor backend refused this request: /),
    });
    expect(read('content/faqs.yaml')).toBe(before);
  });

  it.each<[string, unknown]>([
    ['a script', persist('scripts/build.ts', 'process.exit(1)\n')],
    ['package.json', persist('package.json', '{}\n')],
    ['a package lock', persist('package-lock.json', '{}\n')],
    ['a dot-file at the root', persist('.env', 'SECRET=1\n')],
    ['a dot-file in content/', persist('content/.hidden.yaml', 'x: 1\n')],
    ['a path climbing out of content/', persist('content/../package.json', '{}\n')],
    ['an absolute path', persist('/tmp/editor-test.yaml', 'x: 1\n')],
    ['a program in content/', persist('content/run.js', 'alert(1)\n')],
    ['a page in public/images/', persist('public/images/page.html', '<script>alert(1)</script>\n')],
    ['a move out of content/', persist('content/faqs.yaml', 'items: []\n', { newPath: 'scripts/faqs.yaml' })],
    [
      'a second data file outside content/',
      {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [
            { slug: 'a', path: 'content/faqs.yaml', raw: 'items: []\n' },
            { slug: 'b', path: 'scripts/x.ts', raw: 'x\n' },
          ],
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft', collectionName: 'pages' },
        },
      },
    ],
    [
      'an asset outside public/images/',
      {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: 'public/x.svg', content: Buffer.from('<svg/>').toString('base64'), encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      },
    ],
    [
      'deleting a script',
      { action: 'deleteFile', params: { branch: 'main', path: 'scripts/build.ts', options: { commitMessage: 'x' } } },
    ],
    [
      'deleting files among which one outside',
      {
        action: 'deleteFiles',
        params: { branch: 'main', paths: ['content/faqs.yaml', 'package.json'], options: { commitMessage: 'x' } },
      },
    ],
    ['reading the local keys', { action: 'getEntry', params: { branch: 'main', path: '.data/local-keys.json' } }],
    [
      'listing the repository root',
      { action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'json', depth: 1 } },
    ],
    [
      'listing media outside public/images/',
      { action: 'getMedia', params: { branch: 'main', mediaFolder: 'scripts' } },
    ],
    ['an unknown action', { action: 'runShell', params: {} }],
    ['a branch name that is an option', { action: 'unpublishedEntries', params: { branch: '--upload-pack=x' } }],
  ])('refuses %s from its own page too, touching nothing', async (_what, body) => {
    const api = (await backendPath())!;
    const snapshot = () => ['content/faqs.yaml', 'package.json', 'scripts/build.ts'].map(read);
    const before = snapshot();
    const answer = await request('POST', api, ownPage(), body);
    expect(answer.status, answer.text).toBe(403);
    expect(snapshot()).toEqual(before);
    for (const file of ['.env', 'content/.hidden.yaml', 'package-lock.json', 'scripts/faqs.yaml', 'public/x.svg']) {
      expect(read(file), file).toBeNull();
    }
    expect(fs.existsSync('/tmp/editor-test.yaml')).toBe(false);
  });
});

describe('a save that moves files', () => {
  // As /admin sends a page given a new address: every file names its new path (the ones that stay
  // their own), and the save takes those files only.
  const move = (files: { path: string; newPath: string; raw: string }[]) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: files.map((file) => ({ slug: path.basename(file.path, '.yaml'), ...file })),
      assets: [],
      options: {
        commitMessage: 'move',
        useWorkflow: false,
        status: 'draft',
        collectionName: 'landing',
        hasSubfolders: false,
      },
    },
  });

  it('has moved every file when its answer arrives, and left the folder’s other files alone', async () => {
    const api = (await backendPath())!;
    // Many at once: decap-server alone answers before it has moved them, and some are still at the old path.
    const pages = Array.from({ length: 40 }, (_, n) => `content/landing/page-${n}.yaml`);
    for (const file of [...pages, 'content/landing/neighbour.yaml']) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), 'title: Before\n');
    }
    const answer = await request(
      'POST',
      api,
      ownPage(),
      move([
        ...pages.map((file) => ({ path: file, newPath: file.replace('page-', 'moved-'), raw: 'title: After\n' })),
        { path: 'content/faqs.yaml', newPath: 'content/faqs.yaml', raw: 'items: [] # kept\n' },
      ]),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(pages.filter((file) => read(file) !== null)).toEqual([]);
    expect(pages.map((file) => read(file.replace('page-', 'moved-')))).toEqual(pages.map(() => 'title: After\n'));
    expect(read('content/faqs.yaml')).toBe('items: [] # kept\n');
    expect(read('content/landing/neighbour.yaml')).toBe('title: Before\n');
  });

  it('refused, moves nothing', async () => {
    const api = (await backendPath())!;
    fs.writeFileSync(path.join(repo, 'content/landing/stays.yaml'), 'title: Stays\n');
    const answer = await request(
      'POST',
      api,
      ownPage(),
      move([{ path: 'content/landing/stays.yaml', newPath: 'scripts/stays.yaml', raw: 'title: Gone\n' }]),
    );
    expect(answer.status).toBe(403);
    expect(read('content/landing/stays.yaml')).toBe('title: Stays\n');
    expect(read('scripts/stays.yaml')).toBeNull();
  });
});

describe('what the file system cannot do is answered 400 with a sentence, never 500', () => {
  /** An address of exactly n characters, in words and hyphens. */
  const long = (n: number) => `${'word-'.repeat(n).slice(0, n - 1)}x`;

  it.each<[string, unknown, RegExp]>([
    [
      'a move to a 300-character address',
      persist('content/faqs.yaml', 'items: []\n', { newPath: `content/blog/${long(300)}.md` }),
      /the address "word-word-.*…" is 300 characters long: an address has at most 80\. Choose a shorter one\./,
    ],
    [
      'a new entry at an 81-character address',
      persist(`content/blog/${long(81)}.md`),
      /is 81 characters long: an address has at most 80/,
    ],
    [
      'a picture whose name is longer than a disk takes',
      {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: {
            path: `public/images/${long(300)}.svg`,
            content: Buffer.from('<svg/>').toString('base64'),
            encoding: 'base64',
          },
          options: { commitMessage: 'x' },
        },
      },
      /is too long for a file \(at most 255 bytes\)/,
    ],
    [
      'a HEIC photo (a kind of picture the site does not show)',
      {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: 'public/images/blog/photo.heic', content: 'AAAAGGZ0eXBoZWlj', encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      },
      /"photo\.heic" is not a picture the site can show: upload a JPEG, PNG, WebP, AVIF or SVG picture instead/,
    ],
    [
      'a file inside a file (content/faqs.yaml/x.yaml)',
      persist('content/faqs.yaml/x.yaml'),
      /"content\/faqs\.yaml\/x\.yaml" cannot be written: faqs\.yaml is a file, not a folder/,
    ],
  ])('%s', async (_what, body, sentence) => {
    const api = (await backendPath())!;
    fs.mkdirSync(path.join(repo, 'content/blog'), { recursive: true });
    const blog = fs.readdirSync(path.join(repo, 'content/blog'), { recursive: true });
    const before = read('content/faqs.yaml');
    const answer = await request('POST', api, ownPage(), body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // decap's editor shows the `error` of a failed call in its notice.
    expect((JSON.parse(answer.text) as { error: string }).error).toMatch(/^This change cannot be saved: /);
    expect((JSON.parse(answer.text) as { error: string }).error).toMatch(sentence);
    expect(read('content/faqs.yaml')).toBe(before);
    expect(fs.readdirSync(path.join(repo, 'content/blog'), { recursive: true })).toEqual(blog);
  });

  it('an 80-character address is saved', async () => {
    const api = (await backendPath())!;
    const file = `content/landing/${long(80)}.yaml`;
    const answer = await request('POST', api, ownPage(), persist(file));
    expect(answer.status, answer.text).toBe(200);
    expect(read(file)).toContain('question: Q?');
  });
});

describe('an SVG the editor uploads', () => {
  const HOSTILE = [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">',
    '<script>alert(2)</script>',
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
    '<image xlink:href="https://evil.example/pixel.png" width="1" height="1"/>',
    '<use href="https://evil.example/sprite.svg#a"/>',
    '<rect width="10" height="10" fill="#0ea5e9"/>',
    '</svg>',
  ].join('\n');
  const upload = (file: string, text: string) => ({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: file, content: Buffer.from(text).toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'upload' },
    },
  });
  const unsafe = ['<script', 'alert', 'onload', 'foreignObject', 'evil.example'];

  it('with a script, onload, foreignObject and outside references is written, and then published, without them', async () => {
    const api = (await backendPath())!;
    const answer = await request('POST', api, ownPage(), upload('public/images/blog/hostile.svg', HOSTILE));
    expect(answer.status, answer.text).toBe(200);
    const written = read('public/images/blog/hostile.svg')!;
    for (const needle of unsafe) expect(written, needle).not.toContain(needle);
    expect(written).toContain('<rect width="10" height="10" fill="#0ea5e9"/>');
    // What the build publishes from it.
    const published = (await optimizeSvg(written)).data;
    for (const needle of unsafe) expect(published, needle).not.toContain(needle);
    expect(published).toContain(`fill="#0ea5e9"`);
  });

  it('that is no picture at all is refused with 400 and a sentence, and not written', async () => {
    const api = (await backendPath())!;
    const answer = await request(
      'POST',
      api,
      ownPage(),
      upload('public/images/blog/fake.svg', '<html><script>alert(1)</script></html>'),
    );
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      error: 'This change cannot be saved: public/images/blog/fake.svg is not an SVG picture.',
    });
    expect(read('public/images/blog/fake.svg')).toBeNull();
  });
});
