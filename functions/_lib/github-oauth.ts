/**
 * The editor's GitHub sign-in on Cloudflare Pages: the two steps of GitHub's OAuth web flow that
 * Decap CMS's GitHub backend leaves to an outside service (`base_url` + `auth_endpoint` in
 * public/admin/config.yml). Netlify runs the same service for sites it hosts; here it is a Pages
 * Function on the site's own origin, so the token never leaves it.
 *
 *   GET /api/auth      Decap opens it in a pop-up: a fresh `state` goes into a cookie and the
 *                      pop-up is sent on to GitHub's authorize page with the client id and scope.
 *   GET /api/callback  GitHub sends the pop-up back with `code` and `state`: the state must be the
 *                      cookie's, the code is exchanged for a token (a POST with the client secret),
 *                      and the page hands the token to the editor window that opened it, through
 *                      the postMessage handshake Decap expects, to the site's own origin only.
 *
 * Settings (Cloudflare Pages → Settings → Variables and secrets): GITHUB_CLIENT_ID and the secret
 * GITHUB_CLIENT_SECRET of the GitHub OAuth App whose callback URL is https://<site>/api/callback;
 * GITHUB_BASE_URL only for GitHub Enterprise or a stand-in (default https://github.com).
 * Nothing here imports outside functions/: Cloudflare bundles this folder on its own.
 */

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_BASE_URL?: string;
}

/** What Cloudflare Pages hands an `onRequest` handler (the part of it used here). */
export interface PagesContext {
  request: Request;
  env: OAuthEnv;
}

/** `__Host-`: sent only over https to this exact host, never set by a subdomain. */
export const STATE_COOKIE = '__Host-decap-oauth-state';
export const CALLBACK_PATH = '/api/callback';
const STATE_SECONDS = 600;
/** The scopes Decap asks for: `repo`, or `public_repo` with open authoring. Anything else is refused. */
const SCOPES = new Set(['repo', 'public_repo']);
const PROVIDER = 'github';

type Settings = { clientId: string; clientSecret: string; github: string };

function settingsOf(env: OAuthEnv): Settings | string {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret)
    return 'The sign-in is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing from the site’s settings.';
  const github = (env.GITHUB_BASE_URL?.trim() || 'https://github.com').replace(/\/+$/, '');
  return { clientId, clientSecret, github };
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/** GET /api/auth: a new state in a cookie, then on to GitHub's authorize page. */
export function authorize({ request, env }: PagesContext): Response {
  const url = new URL(request.url);
  if (url.searchParams.get('provider') !== PROVIDER)
    return textResponse(400, 'This sign-in serves the GitHub backend only (provider=github).');
  const settings = settingsOf(env);
  if (typeof settings === 'string') return textResponse(500, settings);
  const scope = url.searchParams.get('scope') ?? 'repo';
  if (!SCOPES.has(scope)) return textResponse(400, `The scope "${scope.slice(0, 40)}" is not one the editor uses.`);
  const state = randomState();
  const target = new URL(`${settings.github}/login/oauth/authorize`);
  target.searchParams.set('client_id', settings.clientId);
  target.searchParams.set('redirect_uri', `${url.origin}${CALLBACK_PATH}`);
  target.searchParams.set('scope', scope);
  target.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      location: target.toString(),
      'set-cookie': stateCookie(state, STATE_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

/** GET /api/callback: the state checked, the code exchanged, the token handed to the editor. */
export async function callback({ request, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const origin = url.origin;
  const settings = settingsOf(env);
  if (typeof settings === 'string') return handshakePage(origin, { error: settings }, 500);
  const denied = url.searchParams.get('error');
  if (denied) return handshakePage(origin, { error: `GitHub did not sign you in (${denied.slice(0, 80)}).` }, 403);
  const state = url.searchParams.get('state') ?? '';
  const expected = cookieOf(request, STATE_COOKIE) ?? '';
  if (!state || !expected || !sameText(state, expected))
    return handshakePage(origin, { error: 'This sign-in was not started here, or took too long. Sign in again.' }, 403);
  const code = url.searchParams.get('code');
  if (!code) return handshakePage(origin, { error: 'GitHub sent no code. Sign in again.' }, 400);
  const exchanged = await exchangeCode(settings, code, `${origin}${CALLBACK_PATH}`);
  return handshakePage(origin, exchanged, 'token' in exchanged ? 200 : 502);
}

/** The token exchange: a POST to GitHub with the client secret, answered in JSON. */
async function exchangeCode(
  { clientId, clientSecret, github }: Settings,
  code: string,
  redirectUri: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const response = await fetch(`${github}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: redirectUri }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
    if (response.ok && typeof body.access_token === 'string' && body.access_token) return { token: body.access_token };
    const reason = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
    return { error: `GitHub refused the sign-in (${reason.slice(0, 80)}). Sign in again.` };
  } catch {
    return { error: 'GitHub could not be reached. Sign in again in a moment.' };
  }
}

/** A value inside a <script>: JSON with nothing that could end the script or the line. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page the pop-up ends on. Decap's side (decap-cms-lib-auth, netlify-auth.js) waits for
 * "authorizing:github" from the pop-up, answers with the same text, and then accepts
 * "authorization:github:success:{token, provider}" (or ":error:{message}") from `base_url`'s
 * origin. Every message is sent with the site's origin as its target, so a window of any other
 * origin that opened this page receives nothing.
 */
export function handshakePage(
  origin: string,
  outcome: { token: string } | { error: string },
  status: number,
): Response {
  const message =
    'token' in outcome
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
  const nonce = randomState();
  const words = 'token' in outcome ? 'Signed in. This window closes by itself.' : outcome.error;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign-in</title></head>
<body>
<p id="status">${escapeHtml(words)}</p>
<script nonce="${nonce}">
(function () {
  var origin = ${scriptJson(origin)};
  var message = ${scriptJson(message)};
  if (!window.opener) {
    document.getElementById('status').textContent = 'Open the editor and sign in from there.';
    return;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.data !== 'authorizing:${PROVIDER}') return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:${PROVIDER}', origin);
})();
</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      // The state is used once.
      'set-cookie': stateCookie('', 0),
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textResponse(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
