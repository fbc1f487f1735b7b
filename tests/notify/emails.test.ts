// The owner's lead e-mail and the visitor's receipt as React Email draws them: the company's name,
// logo and brand colours (from Site settings, as the site's own theme), both parts saying the same, only
// the first name of the visitor in the receipt, every value escaped, and the same job always
// giving the same message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themedCss } from '../../src/content/brand.ts';
import { checkContent } from '../../src/content/index.ts';
import { emailLogoOf } from '../../src/lib/image-manifest.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { composeJob } from '../../supabase/functions/_shared/notify/compose.ts';
import { NEUTRAL_COLOURS } from '../../supabase/functions/_shared/notify/email-layout.ts';
import type { ClaimedJob, NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';

const content = checkContent().content!;
const settings = notifySettings(content, 'https://www.example.com/');
const sender = {
  from: { name: settings.senderName, address: 'leads@example.com' },
  unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/newsletter-unsubscribe',
};
const css = readFileSync(new URL('../../src/styles/site.css', import.meta.url), 'utf8');

const contact = {
  id: '6f1c2d9e-0d7b-4f7e-9d51-2b1f3c4d5e6f',
  created_at: '2025-01-06T09:01:30.123+00:00',
  first_name: 'Zoë',
  last_name: 'O’Brien',
  email: 'zoe@example.org',
  phone: '+1 (312) 555-0100',
  message: 'We run three restaurants <b>downtown</b> & "uptown".\nCan you help?',
  landing_page: '/blog/vibe-coding-future-development',
  referrer: null,
  utm_source: 'linkedin',
  utm_medium: null,
  utm_campaign: 'nov-launch',
  utm_term: null,
  utm_content: null,
  form_page: '/contact',
};
const job = (kind: string, extra: Record<string, unknown> = {}): ClaimedJob => ({
  id: 12,
  kind,
  attempts: 1,
  lease_token: 'lease',
  created_at: '2025-01-06T09:01:30.200+00:00',
  payload: { contact: { ...contact, ...extra } },
});

async function email(kind: string, extra: Record<string, unknown> = {}, using: NotifySettings = settings) {
  const composed = await composeJob(job(kind, extra), using, sender);
  if (composed.kind !== 'email' || !composed.message.html) throw new Error(`${kind} gave no HTML e-mail`);
  return { html: composed.message.html, text: composed.message.text, message: composed.message };
}

/**
 * The passages a mail program shows, in order: the HTML's text between block tags (inline ones
 * such as <strong> kept within their passage), without the hidden inbox preview, entities read.
 */
function passages(html: string): string[] {
  return html
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(strong|span|a)\b[^>]*>/g, '')
    .split(/<[^>]+>/)
    .map((part) =>
      part
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/[\u200a-\u200f\u2060\ufeff]|&#820[23];/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Whether `text` holds every passage, in the same order. */
function holdsInOrder(text: string, parts: string[]): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) missing.push(part);
    else from = at + part.length;
  }
  return missing;
}

describe('the brand of the e-mails', () => {
  it('takes its colours from Site settings, which the site’s theme in site.css is written in', () => {
    expect(settings.brand?.colours).toEqual(content.site.company.colours);
    const themed = themedCss(css, { ink: '#111111', brand: '#123456', brandDark: '#0a0a0a', paper: '#fafafa' });
    expect(themed).toContain('--color-brand: #123456;');
    expect(themed).toContain('--color-brand-dark: #0a0a0a;');
    expect(themed).toContain('--color-ink: #111111;');
    expect(themed).toContain('--color-paper: #fafafa;');
    expect(() => themedCss('@theme { --color-ink: #000; }', content.site.company.colours)).toThrow(
      'src/styles/site.css: the @theme block has no --color-brand',
    );
  });

  it('addresses the logo absolutely on the site, over https only, as the PNG the build draws of an SVG', () => {
    expect(content.site.company.logo).toBe('/images/logo-mark.svg');
    // Gmail and Outlook show no SVG (scripts/build/images.ts writeEmailLogo draws this PNG).
    expect(settings.brand?.logoUrl).toBe('https://www.example.com/images/logo-mark.email.png');
    expect(emailLogoOf('/images/team/logo.png')).toBe('/images/team/logo.png');
    expect(settings.brand?.name).toBe(content.site.company.name);
    // A mail program cannot fetch a local address: no image rather than a broken one.
    expect(notifySettings(content, 'http://localhost:3000').brand?.logoUrl).toBeNull();
  });
});

describe.each([
  ['the owner’s lead e-mail', 'contact_notification'],
  ['the visitor’s receipt', 'contact_receipt'],
])('%s', (_, kind) => {
  it('shows the company’s name, logo and brand colour in a card of at most 600 px', async () => {
    const { html, text } = await email(kind);
    const { brand, paper, ink } = content.site.company.colours;
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<img alt="" height="40" src="https://www.example.com/images/logo-mark.email.png"');
    expect(html).toContain(`>${content.site.company.name}</p>`);
    expect(html).toContain(`border-bottom:3px solid ${brand}`);
    expect(html).toContain(`background-color:${paper}`);
    expect(html).toContain(`color:${ink}`);
    expect(html).toMatch(/role="presentation" style="max-width:600px;width:100%/);
    expect(text.startsWith(`${content.site.company.name}\n`)).toBe(true);
    expect(text.trimEnd().endsWith(`${content.site.company.name} · https://www.example.com`)).toBe(true);
  });

  it('has a plain-text part that says the same as the HTML', async () => {
    const { html, text } = await email(kind);
    const parts = passages(html);
    expect(parts.length).toBeGreaterThan(8);
    expect(holdsInOrder(text, parts)).toEqual([]);
  });

  it('is the same message for the same job, every time', async () => {
    const first = await email(kind);
    const again = await email(kind);
    expect(again.message).toEqual(first.message);
  });

  it('falls back to neutral colours and the sender’s name with settings written before the brand', async () => {
    const { brand: _, ...older } = settings;
    const { html } = await email(kind, {}, older);
    expect(html).not.toMatch(/<img\b/);
    expect(html).toContain(`>${settings.senderName}</p>`);
    expect(html).toContain(`border-bottom:3px solid ${NEUTRAL_COLOURS.brand}`);
  });
});

describe('the owner’s lead e-mail', () => {
  it('lists every field of the request and where it came from, one per line, labels in bold', async () => {
    const { html, text } = await email('contact_notification');
    const { labels } = content.contact.notification;
    for (const [label, value] of [
      [labels.name, 'Zoë O’Brien'],
      [labels.email, 'zoe@example.org'],
      [labels.phone, '+1 (312) 555-0100'],
      [labels.received, '2025-01-06 03:01 CST'],
      [labels.reference, contact.id],
      ['Came from', 'LinkedIn / nov-launch, landed on /blog/vibe-coding-future-development, sent from /contact'],
    ]) {
      expect(html).toContain(`<strong>${label}:</strong> ${value}`);
      expect(text).toContain(`\n${label}: ${value}\n`);
    }
  });

  it('escapes what the visitor wrote, keeps its line breaks, and never runs it as markup', async () => {
    const { html, text } = await email('contact_notification', {
      first_name: '<img src=x onerror=alert(1)>',
    });
    expect(html).toContain(
      'We run three restaurants &lt;b&gt;downtown&lt;/b&gt; &amp; &quot;uptown&quot;.<br/>Can you help?',
    );
    expect(html).not.toMatch(/<b>|<img src=x|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('We run three restaurants <b>downtown</b> & "uptown".\nCan you help?');
  });
});

describe('the visitor’s receipt', () => {
  it('greets by the first name and echoes nothing else the visitor typed', async () => {
    const { html, text, message } = await email('contact_receipt');
    for (const part of [html, text, message.subject]) {
      expect(part).not.toMatch(/O’Brien|O&#x27;Brien|restaurants|linkedin|nov-launch|vibe-coding|555-0100/i);
    }
    const greeting = content.contact.receipt.greeting.replace('{firstName}', 'Zoë');
    expect(html).toContain(`>${greeting}</p>`);
    expect(text).toContain(`\n${greeting}\n`);
    // The subject names the company (content/contact.yaml) and nothing the visitor typed.
    expect(message.subject).toBe(`${content.site.company.name}: we received your message`);
  });

  it('offers the booking page as a button in the brand’s colour, its address in the text part', async () => {
    const { html, text } = await email('contact_receipt');
    const booking = `${content.site.booking.url}?name=Zo%C3%AB&email=zoe%40example.org`;
    expect(html).toContain(`<a href="${booking.replace('&', '&amp;')}" style="`);
    expect(html).toMatch(/background-color:#[0-9a-f]{6};color:#ffffff;border-radius:9999px/);
    expect(text).toContain(`${content.contact.receipt.bookingLabel} ${booking}`);
  });

  it('escapes a first name’s characters that survive the name rule', async () => {
    const { html } = await email('contact_receipt', { first_name: 'D’Arcy & Jo' });
    // The ampersand is no name character (receipt-name.ts); the apostrophe is, and stays text.
    expect(html).toContain('>Hi D’Arcy Jo,</p>');
  });
});
