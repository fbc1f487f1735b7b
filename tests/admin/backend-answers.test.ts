// Any error of the editor's backend reaches the editor as a sentence (src/admin/decap-internals.ts):
// Decap's local backend reads each answer as JSON and throws its `error`, so a refusal in plain
// text (a 403 of the local backend's guard, a proxy's error page) used to reach the editor as
// "SyntaxError: Unexpected token 'T', "The local "... is not valid JSON".
import { describe, expect, it } from 'vitest';
import { readableBackendAnswers, sentenceErrors, sentenceOf } from '../../src/admin/decap-internals.ts';

const BACKEND = 'http://127.0.0.1:49100/api/v1/token';
const REFUSAL =
  'The local editor backend refused this request: persistEntry: "public/images/blog/photo.heic" is not a picture under public/images/.';

/** A page's fetch whose backend answers `answer`, wrapped as the editor wraps it. */
function pageFetch(answer: () => Response) {
  const page = { fetch: async (_input: RequestInfo | URL, _init?: RequestInit) => answer() };
  readableBackendAnswers(BACKEND, page);
  return page.fetch;
}

/** What Decap's local backend does with an answer (decap-cms-backend-proxy's request). */
async function asDecapReadsIt(response: Response): Promise<unknown> {
  const json = (await response.json()) as { error?: string };
  if (response.ok) return json;
  throw Object.assign(new Error(json.error), { name: 'API_ERROR', status: response.status });
}

describe("a failed answer of the editor's backend", () => {
  it('a 403 in plain text reaches the editor as its sentence, not as a JSON error', async () => {
    const fetch = pageFetch(
      () => new Response(`${REFUSAL}\n`, { status: 403, headers: { 'content-type': 'text/plain' } }),
    );
    const failure = await asDecapReadsIt(await fetch(BACKEND, { method: 'POST' })).catch((e: unknown) => e);
    const shown = String(sentenceOf(failure));
    expect(shown).toBe(REFUSAL);
    expect(shown).not.toMatch(/JSON|SyntaxError|API_ERROR|Unexpected token/);
    expect((sentenceOf(failure) as unknown as { status: number }).status).toBe(403);
  });

  it('a JSON refusal keeps its sentence; an HTML error page without one says so plainly', async () => {
    const json = pageFetch(() =>
      Response.json({ error: 'This change cannot be saved: the name is too long.' }, { status: 400 }),
    );
    expect(((await (await json(BACKEND)).json()) as { error: string }).error).toBe(
      'This change cannot be saved: the name is too long.',
    );
    const page = pageFetch(
      () => new Response('<html><body><script>x()</script></body></html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(((await (await page(BACKEND)).json()) as { error: string }).error).toBe(
      "The editor's backend refused the request (502 Bad Gateway) without saying why.",
    );
  });

  it('other addresses and good answers pass untouched', async () => {
    const text = pageFetch(() => new Response('not json', { status: 404 }));
    expect(await (await text('http://127.0.0.1:49100/other')).text()).toBe('not json');
    const ok = pageFetch(() => new Response('[]', { status: 200 }));
    expect(await (await ok(BACKEND)).json()).toEqual([]);
  });

  it("without the wrapper's help, a parse error and a lost connection still become sentences", () => {
    const parse = new SyntaxError(`Unexpected token 'T', "The local "... is not valid JSON`);
    expect(String(sentenceOf(parse))).toMatch(
      /^Not saved: the editor's backend gave an answer the editor cannot read\. Your changes are still in this form/,
    );
    expect(String(sentenceOf(new TypeError('Failed to fetch')))).toMatch(
      /^Not saved: the editor could not reach the site/,
    );
  });

  it("a backend's writes throw those sentences (Decap's toast shows an error as its text)", async () => {
    const registered = {
      init: () => ({
        persistEntry: async () => {
          throw Object.assign(new Error(REFUSAL), { name: 'API_ERROR', status: 403 });
        },
      }),
    };
    sentenceErrors({ getBackend: () => registered }, ['proxy']);
    const live = registered.init() as { persistEntry(): Promise<unknown> };
    const failure = await live.persistEntry().catch((e: unknown) => e);
    expect(String(failure)).toBe(REFUSAL);
  });
});
