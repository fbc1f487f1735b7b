// The form's side of Cloudflare Turnstile (src/islands/turnstile.ts) against a stand-in of
// Cloudflare's widget API: the token of a passed widget, or null when it errs or expires, and the
// widget removed either way so a renewed check renders afresh.
import { describe, expect, it } from 'vitest';
import { turnstileToken } from '../../src/islands/turnstile.ts';
import { TURNSTILE_ACTION } from '../../src/lib/contact-form.ts';

type Options = Parameters<Parameters<typeof turnstileToken>[2]['render']>[1];

function widgetApi(outcome: (options: Options) => void) {
  const rendered: Options[] = [];
  const removed: string[] = [];
  return {
    rendered,
    removed,
    api: {
      render(_host: HTMLElement, options: Options) {
        rendered.push(options);
        // Cloudflare calls back after render has returned the widget's id.
        queueMicrotask(() => outcome(options));
        return `widget-${rendered.length}`;
      },
      remove: (id: string) => void removed.push(id),
    },
  };
}

const host = {} as HTMLElement;

describe('turnstileToken', () => {
  it('renders the site key’s widget with the form’s action, shown only when a challenge needs the visitor, and answers its token', async () => {
    const { api, rendered, removed } = widgetApi((o) => o.callback('a-token'));
    expect(await turnstileToken(host, '0x4AAAAAAAB12cdEFghIJklm', api)).toBe('a-token');
    expect(rendered[0]).toMatchObject({
      sitekey: '0x4AAAAAAAB12cdEFghIJklm',
      action: TURNSTILE_ACTION,
      appearance: 'interaction-only',
    });
    expect(removed).toEqual(['widget-1']);
  });

  it('answers null when the widget errs or its token expires', async () => {
    for (const fail of [(o: Options) => o['error-callback'](), (o: Options) => o['expired-callback']()]) {
      const { api, removed } = widgetApi(fail);
      expect(await turnstileToken(host, '0x4AAAAAAAB12cdEFghIJklm', api)).toBeNull();
      expect(removed).toEqual(['widget-1']);
    }
  });
});
