// Stand-ins for what lies outside this machine, served on 127.0.0.1: Resend's e-mail API, a
// Slack-compatible chat webhook and a heartbeat monitor (healthchecks.io style). The Resend stand-in keeps Resend's idempotency promise (a
// repeated Idempotency-Key is answered with the first e-mail's id and sends nothing), so a test
// can count e-mails as the owner's inbox would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TURNSTILE_ACTION } from '../../src/lib/contact-form.ts';

interface Stub<T> {
  url: string;
  received: T[];
  /** Answers for the next requests, in order; afterwards 200. */
  answers: { status: number; body?: string; hold?: Promise<void> }[];
  /** Resolves when the stub has received n requests. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

export interface ResendStub extends Stub<{ body: Record<string, unknown>; headers: http.IncomingHttpHeaders }> {
  /** The e-mails that went out: one per idempotency key. */
  delivered(): Record<string, unknown>[];
}

export type ChatStub = Stub<{ text: string }>;

async function startStub<T>(
  accept: (req: http.IncomingMessage, body: string) => T | null,
  okBody: (n: number, request: T) => string,
): Promise<Stub<T>> {
  const waiters: { n: number; resolve: () => void }[] = [];
  const received: T[] = [];
  const answers: Stub<T>['answers'] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = accept(req, Buffer.concat(chunks).toString('utf8'));
    if (request === null) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"unexpected request"}');
      return;
    }
    received.push(request);
    for (const w of waiters.filter((w) => received.length >= w.n)) w.resolve();
    const answer = answers.shift();
    await answer?.hold;
    const status = answer?.status ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(answer?.body ?? (status === 200 ? okBody(received.length, request) : '{"message":"error"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answers,
    waitFor: (n) => (received.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POST /emails with `Authorization: Bearer <apiKey>`, as https://api.resend.com takes it. */
export async function startResendStub(apiKey = 're_test'): Promise<ResendStub> {
  const firstIdOfKey = new Map<string, string>();
  const sent: Record<string, unknown>[] = [];
  const stub = await startStub(
    (req, body) =>
      req.method === 'POST' && req.url === '/emails' && req.headers.authorization === `Bearer ${apiKey}`
        ? { body: JSON.parse(body) as Record<string, unknown>, headers: req.headers }
        : null,
    (n, request) => {
      const key = String(request.headers['idempotency-key'] ?? `no-key-${n}`);
      if (!firstIdOfKey.has(key)) {
        firstIdOfKey.set(key, `email-${n}`);
        sent.push(request.body);
      }
      return JSON.stringify({ id: firstIdOfKey.get(key) });
    },
  );
  return { ...stub, delivered: () => sent };
}

/** A Slack-compatible incoming webhook: POST {"text": …}. */
export function startChatStub(): Promise<ChatStub> {
  return startStub(
    (req, body) => (req.method === 'POST' ? (JSON.parse(body) as { text: string }) : null),
    () => 'ok',
  );
}

/** A heartbeat monitor: a POST to <url> is a success, to <url>/fail a failure. */
export type HeartbeatStub = Stub<{ path: string; body: Record<string, unknown> }>;

export function startHeartbeatStub(): Promise<HeartbeatStub> {
  return startStub(
    (req, body) => (req.method === 'POST' ? { path: req.url ?? '', body: JSON.parse(body || '{}') } : null),
    () => 'OK',
  );
}

/** HubSpot's Forms API: POST /submissions/v3/integration/submit/{portalId}/{formGuid} with JSON. */
export type HubspotStub = Stub<{ path: string; contentType: string | undefined; body: Record<string, unknown> }>;

export function startHubspotStub(): Promise<HubspotStub> {
  return startStub(
    (req, body) =>
      req.method === 'POST' && req.url?.startsWith('/submissions/v3/integration/submit/')
        ? { path: req.url, contentType: req.headers['content-type'], body: JSON.parse(body) as Record<string, unknown> }
        : null,
    () => '{"inlineMessage":"Thanks for submitting the form."}',
  );
}

/**
 * Cloudflare Turnstile's siteverify: POST JSON {secret, response, remoteip, idempotency_key}. It
 * accepts a token once, with the right secret, when the token is one of `valid` (as Cloudflare
 * accepts each real token once), naming the host and action the token was solved with (by
 * default www.example.com, the tests' site address, and the form's action). A repeated
 * idempotency key is answered as the first call was, as Cloudflare does.
 */
export type SiteverifyStub = Stub<{
  secret: unknown;
  response: unknown;
  remoteip?: unknown;
  idempotency_key?: unknown;
}>;

export interface SolvedToken {
  hostname?: string;
  action?: string;
}

export function startSiteverifyStub(secret: string, valid: Record<string, SolvedToken>): Promise<SiteverifyStub> {
  const unused = new Map(Object.entries(valid));
  const answered = new Map<string, string>();
  return startStub(
    (req, body) => (req.method === 'POST' ? (JSON.parse(body) as SiteverifyStub['received'][number]) : null),
    (_n, request) => {
      const key = String(request.idempotency_key ?? '');
      const earlier = key ? answered.get(key) : undefined;
      if (earlier) return earlier;
      const solved = request.secret === secret ? unused.get(String(request.response)) : undefined;
      unused.delete(String(request.response));
      const answer = JSON.stringify({
        success: Boolean(solved),
        'error-codes': solved ? [] : ['invalid-input-response'],
        ...(solved
          ? {
              challenge_ts: new Date().toISOString(),
              hostname: solved.hostname ?? 'www.example.com',
              action: solved.action ?? TURNSTILE_ACTION,
              cdata: '',
            }
          : {}),
      });
      if (key) answered.set(key, answer);
      return answer;
    },
  );
}
