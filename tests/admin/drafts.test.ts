// An entry's draft in the editorial workflow (src/admin/content-texts.ts, draftReader): the
// version a save onto the draft branch overwrites, read through decap-server's workflow actions
// (npm start in Git mode) or GitHub's contents API on the cms/<collection>/<slug> branch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftReader } from '../../src/admin/content-texts.ts';
import { USER_KEY } from '../../src/admin/decap-internals.ts';

type Call = { url: string; body?: { action: string; params: Record<string, unknown> }; headers?: HeadersInit };

/** A stand-in fetch that records each call and answers with `answer`. */
function standIn(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call: Call = { url, headers: init?.headers, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) };
    calls.push(call);
    return answer(call);
  });
  return calls;
}
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a draft through the local editor backend', () => {
  const read = draftReader('http://127.0.0.1:4321/api/v1/token', { name: 'github', branch: 'main' });

  it("is the draft branch's text of the file, read with decap-server's workflow actions", async () => {
    const calls = standIn(({ body }) =>
      body?.action === 'unpublishedEntry'
        ? json({ slug: 'faqs', diffs: [{ path: 'content/faqs.yaml', id: 'abc123', newFile: false }] })
        : json({ data: '\uFEFFitems: []\n' }),
    );
    expect(await read('pages', 'faqs', 'content/faqs.yaml')).toEqual({ text: 'items: []\n' });
    expect(calls.map((c) => c.body)).toEqual([
      { action: 'unpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faqs' } },
      {
        action: 'unpublishedEntryDataFile',
        params: { branch: 'main', collection: 'pages', slug: 'faqs', path: 'content/faqs.yaml', id: 'abc123' },
      },
    ]);
  });

  it('is none when the entry has no draft (404, as in files mode) or its draft leaves the file as it is', async () => {
    standIn(() => json({ error: 'Not Found' }, 404));
    expect(await read('pages', 'faqs', 'content/faqs.yaml')).toBeUndefined();
    standIn(() => json({ slug: 'faqs', diffs: [{ path: 'public/images/a.jpg', id: 'x' }] }));
    expect(await read('pages', 'faqs', 'content/faqs.yaml')).toBeUndefined();
  });

  it("fails, rather than passing a save, when the draft's file cannot be read", async () => {
    standIn(({ body }) =>
      body?.action === 'unpublishedEntry'
        ? json({ diffs: [{ path: 'content/faqs.yaml', id: 'abc' }] })
        : json({ error: 'boom' }, 500),
    );
    await expect(read('pages', 'faqs', 'content/faqs.yaml')).rejects.toThrow('answered 500');
  });
});

describe('a draft on GitHub', () => {
  const read = draftReader(undefined, {
    name: 'github',
    repo: 'owner/site',
    branch: 'main',
    api_root: 'https://gh.test/',
  });
  const signIn = () =>
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === USER_KEY ? '{"token":"t0k"}' : null) });

  it("is the file on the entry's cms/ branch, with its blob SHA, read with the editor's token", async () => {
    signIn();
    const calls = standIn(() => json({ sha: 'f3495b9e', content: btoa('title: Theirs\n') }));
    expect(await read('posts', 'my post', 'content/blog/my post.md')).toEqual({
      text: 'title: Theirs\n',
      sha: 'f3495b9e',
    });
    expect(calls[0]!.url).toBe(
      'https://gh.test/repos/owner/site/contents/content/blog/my%20post.md?ref=cms%2Fposts%2Fmy%20post',
    );
    expect(calls[0]!.headers).toMatchObject({ authorization: 'token t0k' });
  });

  it('is none when GitHub has no such branch or file (404); another failure is an error; no token, no read', async () => {
    signIn();
    standIn(() => json({ message: 'Not Found' }, 404));
    expect(await read('pages', 'faqs', 'content/faqs.yaml')).toBeUndefined();
    standIn(() => json({ message: 'rate limited' }, 403));
    await expect(read('pages', 'faqs', 'content/faqs.yaml')).rejects.toThrow('GitHub answered 403');
    vi.stubGlobal('localStorage', { getItem: () => null });
    await expect(read('pages', 'faqs', 'content/faqs.yaml')).rejects.toThrow('not signed in');
  });
});
