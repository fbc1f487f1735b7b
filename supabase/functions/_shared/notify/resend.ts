// Sends through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email)
// with plain fetch, so it runs in Deno and in Node alike.
import { formatMailbox } from './headers.ts';
import type { Mailer, Message, SendResult } from './types.ts';

export interface ResendOptions {
  apiKey: string;
  /** Default https://api.resend.com; tests point it at a stub on 127.0.0.1. */
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Seconds from a Retry-After header (seconds or an HTTP date), if any. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Which failures are worth another attempt: rate limits, server errors, timeouts and
 * authentication (a key being rotated); a 4xx about the message itself (400, 422) will fail
 * the same way every time.
 */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 409, 429].includes(status);
}

export function resendRequestBody(message: Message): Record<string, unknown> {
  return {
    from: formatMailbox(message.from),
    to: message.to.map(formatMailbox),
    ...(message.replyTo ? { reply_to: formatMailbox(message.replyTo) } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
  };
}

export function createResendMailer(options: ResendOptions): Mailer {
  const apiUrl = (options.apiUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async send(message: Message): Promise<SendResult> {
      let response: Response;
      try {
        response = await doFetch(`${apiUrl}/emails`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            // A repeat of the same job within 24 hours is answered without a second e-mail.
            'idempotency-key': message.idempotencyKey,
          },
          body: JSON.stringify(resendRequestBody(message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        return {
          ok: false,
          permanent: false,
          error: `Resend unreachable: ${error instanceof Error ? error.message : error}`,
        };
      }
      const text = await response.text().catch(() => '');
      if (response.ok) {
        let id = '';
        try {
          id = String((JSON.parse(text) as { id?: unknown }).id ?? '');
        } catch {
          /* a 2xx without the usual body still means accepted */
        }
        return { ok: true, ref: id ? `resend:${id}` : 'resend' };
      }
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
      return {
        ok: false,
        permanent: isPermanentStatus(response.status),
        error: `Resend answered ${response.status}: ${text.slice(0, 300)}`,
        ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
      };
    },
  };
}
