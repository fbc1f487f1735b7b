// One-click unsubscribe (RFC 8058) for the List-Unsubscribe address of every newsletter e-mail:
// a mail program POSTs "List-Unsubscribe=One-Click" to <endpoint>?token=<unsubscribe token>.
// The newsletter-unsubscribe Edge Function serves it in production, the local server under the
// same path; both run this handler. A GET changes nothing (link checkers open every link): it
// leads a person to the site's unsubscribe page, which asks before it acts.

export interface OneClickOptions {
  /** public.unsubscribe_newsletter(token) as a visitor calls it: true when an address was removed. */
  unsubscribe(token: string): Promise<boolean>;
  /** The site's unsubscribe page (absolute URL, no fragment). */
  pageUrl: string;
}

/** The path of the function under the project URL, in production and locally. */
export const ONE_CLICK_PATH = '/functions/v1/newsletter-unsubscribe';

const TOKEN = /^[0-9a-f]{64}$/;
/** A form body is a few bytes; anything longer is not a one-click request. */
const MAX_BODY = 4096;

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

export async function handleOneClickUnsubscribe(request: Request, options: OneClickOptions): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return text(400, 'This unsubscribe address is not valid.');

  if (request.method === 'GET' || request.method === 'HEAD') {
    return new Response(null, { status: 303, headers: { location: `${options.pageUrl}#token=${token}` } });
  }
  if (request.method !== 'POST') return text(405, 'GET or POST only.', { allow: 'GET, HEAD, POST' });

  // application/x-www-form-urlencoded or multipart/form-data: either way the body names the pair.
  const body = (await request.text()).slice(0, MAX_BODY);
  if (
    !/(^|[^A-Za-z-])List-Unsubscribe=One-Click\b/.test(body) &&
    !/name="List-Unsubscribe"[\s\S]*One-Click/.test(body)
  ) {
    return text(400, 'A one-click unsubscribe sends List-Unsubscribe=One-Click.');
  }
  try {
    await options.unsubscribe(token);
  } catch {
    // The mail program may try again later; nothing was removed.
    return text(502, 'The subscription could not be changed just now.');
  }
  // The same answer whether the address was still on the list: there is nothing more to do.
  return text(200, 'Unsubscribed.');
}
