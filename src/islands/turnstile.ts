/**
 * The contact form's human check with Cloudflare Turnstile, for owners on Cloudflare who set
 * `turnstileSiteKey` in content/site.yaml. Cloudflare's script is loaded by the form's island only,
 * after it hydrates (no other page asks Cloudflare for anything), and renders its widget in the
 * form: it passes most visitors without a click and shows a challenge only when it must
 * (appearance "interaction-only"). Its token is exchanged at the human-check function, which
 * verifies it with Cloudflare's siteverify, for the signature the request then carries.
 *
 * Whatever goes wrong here (Cloudflare blocked, no network), the form still sends: the request
 * is stored unverified and reaches the owner in the daily digest.
 */

import { TURNSTILE_ACTION } from '../lib/contact-form.ts';

/** Cloudflare's script, rendering only where asked (render=explicit). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(
    host: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      appearance: 'interaction-only';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | undefined;

/** Loads Cloudflare's script once per page. */
export function loadTurnstile(doc: Document = document): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile')));
    script.onerror = () => {
      loading = undefined; // the next attempt may try again
      reject(new Error('Turnstile did not load'));
    };
    doc.head.append(script);
  });
  return loading;
}

/** A token from a widget rendered in `host`, or null when the widget fails. */
export async function turnstileToken(host: HTMLElement, siteKey: string, api: TurnstileApi): Promise<string | null> {
  return new Promise((resolve) => {
    let id: string | undefined;
    const done = (token: string | null) => {
      if (id !== undefined) api.remove(id);
      resolve(token);
    };
    id = api.render(host, {
      sitekey: siteKey,
      // The function accepts only tokens of this widget's action (siteverify reports it).
      action: TURNSTILE_ACTION,
      appearance: 'interaction-only',
      callback: (token) => done(token),
      'error-callback': () => done(null),
      'expired-callback': () => done(null),
    });
  });
}

/** Gets a token and has it verified: the signature to send with the request, or null. */
export async function solveTurnstile(host: HTMLElement, siteKey: string, endpoint: string): Promise<string | null> {
  const token = await turnstileToken(host, siteKey, await loadTurnstile());
  if (!token) return null;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ turnstile: token }),
  });
  if (!response.ok) return null;
  const { signature } = (await response.json()) as { signature?: unknown };
  return typeof signature === 'string' ? signature : null;
}
