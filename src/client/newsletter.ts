/**
 * The newsletter: the footer sign-up box on every page, and the buttons of the two pages the
 * links in newsletter e-mails lead to (confirm, unsubscribe). The REST client loads on first
 * use. Buttons are disabled in the HTML and enabled here, so nothing is sent before this script
 * runs.
 */
import type { CallResult, InsertResult } from '../lib/supabase/client.ts';
import { measure } from './measure.ts';

export function initNewsletter(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) initSignUp(form);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter-link]')) initLinkPage(form);
}

function initSignUp(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !button) return;
  button.disabled = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    button.disabled = true;
    status.textContent = '';
    let result: InsertResult;
    try {
      const { subscribeNewsletter } = await import('../lib/supabase/client.ts');
      result = await subscribeNewsletter(input.value.trim());
    } catch (error) {
      result = { ok: false, kind: 'network', message: String(error) };
    }
    if (result.ok) {
      // The same answer whether the address is new, waiting for confirmation or subscribed.
      status.textContent = form.dataset.success ?? '';
      form.reset();
      measure('Newsletter Sign-up', { page: location.pathname });
    } else {
      console.error('Newsletter sign-up failed', result);
      // The typed address stays in the field whatever went wrong.
      const messages: Partial<Record<typeof result.kind, string>> = {
        invalid: form.dataset.invalid,
        rate_limited: form.dataset.rateLimited,
        paused: form.dataset.paused,
      };
      status.textContent = messages[result.kind] ?? form.dataset.failure ?? '';
    }
    button.disabled = false;
  });
}

/** The token of the e-mail link: in the fragment (#token=…), which never reaches a server. */
function tokenFromUrl(): string | null {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

function initLinkPage(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-newsletter-link-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const action = form.dataset.newsletterLink;
  if (!status || !button || (action !== 'confirm' && action !== 'unsubscribe')) return;
  const label = button.textContent ?? '';
  const token = tokenFromUrl();
  if (!token) {
    status.textContent = form.dataset.invalid ?? '';
    return; // the button stays disabled: there is nothing to send
  }
  button.disabled = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.textContent = form.dataset.working ?? label;
    status.textContent = '';
    let result: CallResult<boolean>;
    try {
      const client = await import('../lib/supabase/client.ts');
      result = await (action === 'confirm' ? client.confirmNewsletter(token) : client.unsubscribeNewsletter(token));
    } catch (error) {
      result = { ok: false, kind: 'network', message: String(error) };
    }
    button.textContent = label;
    if (result.ok) {
      status.textContent = (result.data ? form.dataset.success : form.dataset.invalid) ?? '';
      // Done either way: the token has no further use in the address bar or the history.
      history.replaceState(null, '', location.pathname);
    } else {
      console.error(`Newsletter ${action} failed`, result);
      status.textContent = form.dataset.failure ?? '';
      button.disabled = false;
    }
  });
}
