// The lead e-mail and the newsletter confirmation, composed from outbox jobs: every field of the
// request, Reply-To the visitor, and nothing a visitor types able to add a header.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailboxMailer } from '../../src/backend/notify/mailbox.ts';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { composeJob, plainLeadAlert, UnsendableJobError } from '../../supabase/functions/_shared/notify/compose.ts';
import {
  formatMailbox,
  isSafeAddress,
  sanitizeBodyText,
  sanitizeHeaderText,
} from '../../supabase/functions/_shared/notify/headers.ts';
import { isPermanentStatus, retryAfterSeconds } from '../../supabase/functions/_shared/notify/resend.ts';
import { constantTimeEqual, sameSecret } from '../../supabase/functions/_shared/notify/secret.ts';
import type { ClaimedJob } from '../../supabase/functions/_shared/notify/types.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const content = checkContent().content!;
const settings = notifySettings(content, 'https://www.example.com/');
const sender = {
  from: { name: settings.senderName, address: 'leads@example.com' },
  unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/newsletter-unsubscribe',
};
/** The e-mail a job becomes (leads and confirmations). */
const composed = async (job: ClaimedJob) => {
  const result = await composeJob(job, settings, sender);
  if (result.kind !== 'email') throw new Error(`${job.kind} is not an e-mail`);
  return result;
};

/** Why a job cannot become a message: the UnsendableJobError's words (marked failed at once, not retried). */
async function refusal(job: ClaimedJob): Promise<string> {
  try {
    await composeJob(job, settings, sender);
  } catch (error) {
    if (error instanceof UnsendableJobError) return error.message;
    throw error;
  }
  throw new Error(`the ${job.kind} job was composed`);
}

const leadJob = (contact: Record<string, unknown>): ClaimedJob => ({
  id: 7,
  kind: 'contact_notification',
  attempts: 1,
  lease_token: 'lease',
  created_at: '2025-01-06T09:01:30.200+00:00',
  payload: {
    contact: {
      id: '6f1c2d9e-0d7b-4f7e-9d51-2b1f3c4d5e6f',
      created_at: '2025-01-06T09:01:30.123+00:00',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      message: 'We run three restaurants.\nCan you help?',
      ...contact,
    },
  },
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The .eml the local mailbox writes for a message: what a mail program would read. */
async function eml(job: ClaimedJob): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-'));
  dirs.push(dir);
  const result = await createMailboxMailer(dir).send((await composed(job)).message);
  if (!result.ok) throw new Error(result.error);
  return fs.readFileSync(result.ref, 'utf8');
}

/** The header block of an .eml, unfolded (continuation lines joined). */
const headerNames = (text: string) =>
  text
    .split(/\r\n\r\n/)[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

describe('the lead e-mail', () => {
  it('carries every field of the request, the owner as recipient and the visitor as Reply-To', async () => {
    const { message, chat } = await composed(leadJob({ phone: '+1 (312) 555-0100' }));
    expect(message.to).toEqual([{ address: content.site.notifications.leadsTo }]);
    expect(message.replyTo).toEqual({ name: 'Ada Lovelace', address: 'ada@example.com' });
    expect(message.subject).toBe('New consultation request from Ada Lovelace');
    // The text part is drawn from the HTML: the company's name on top, its address at the foot.
    expect(message.text).toBe(
      [
        content.site.company.name,
        '',
        content.contact.notification.intro,
        '',
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'Phone: +1 (312) 555-0100',
        'Received: 2025-01-06 03:01 CST', // 09:01 UTC on the site's clock (America/Chicago)
        'Reference: 6f1c2d9e-0d7b-4f7e-9d51-2b1f3c4d5e6f',
        '',
        'Message:',
        '',
        'We run three restaurants.',
        'Can you help?',
        '',
        'Reply to this e-mail to answer Ada directly.',
        '',
        `${content.site.company.name} · https://www.example.com`,
        '',
      ].join('\n'),
    );
    // The job's id and the moment it was queued: the same for every attempt at this job.
    expect(message.idempotencyKey).toBe(`notification-job-7-${Date.parse('2025-01-06T09:01:30.200Z')}`);
    expect(chat).toBe(
      'New consultation request from Ada Lovelace (ada@example.com). The full request is in the leads inbox (job #7).',
    );
  });

  it('writes "not given" for a missing phone', async () => {
    expect((await composed(leadJob({}))).message.text).toContain('Phone: not given');
  });

  it.each([
    ['first name', { first_name: 'Ada\r\nBcc: victim@example.com' }],
    ['last name', { last_name: 'Lovelace\nX-Injected: yes' }],
    ['e-mail', { email: 'ada@example.com\r\nBcc: victim@example.com' }],
    ['Unicode line separator', { first_name: 'Ada\u2028Bcc: victim@example.com' }],
  ])('a line break in the %s cannot add a header', async (_field, change) => {
    const job = leadJob(change);
    const { message } = await composed(job);
    for (const value of [message.subject, message.replyTo?.name ?? '', message.replyTo?.address ?? '']) {
      expect(value).not.toMatch(/[\r\n\u2028]/);
    }
    const names = headerNames(await eml(job));
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
  });

  it('an address that cannot stand in a header is shown in the text but not used as Reply-To', async () => {
    const { message } = await composed(leadJob({ email: '"a,b"@example.com' }));
    expect(message.replyTo).toBeUndefined();
    expect(message.text).toContain('"a,b"@example.com');
    expect(message.text).not.toContain('Reply to this e-mail');
  });

  it('writes one RFC 5322 file per message with the headers a mail program needs', async () => {
    const text = await eml(leadJob({ first_name: 'Zoë' }));
    expect(headerNames(text)).toEqual(
      expect.arrayContaining([
        'from',
        'to',
        'reply-to',
        'subject',
        'message-id',
        'date',
        'mime-version',
        'content-type',
      ]),
    );
    expect(text).toMatch(/^Reply-To: =\?UTF-8\?Q\?Zo=C3=AB_Lovelace\?= <ada@example\.com>$/m);
  });

  it('a payload that is not a stored request is unsendable (failed at once, not retried), naming the field', async () => {
    const refused = 'contact_notification payload is not what the outbox writes:';
    const { email: _email, ...withoutEmail } = (leadJob({}).payload as { contact: Record<string, unknown> }).contact;
    expect(await refusal({ ...leadJob({}), payload: { contact: withoutEmail } })).toBe(
      `${refused} contact.email: Invalid input: expected string, received undefined`,
    );
    expect(await refusal(leadJob({ phone: 3125550100 }))).toBe(
      `${refused} contact.phone: Invalid input: expected string, received number`,
    );
    expect(await refusal({ ...leadJob({}), payload: { contact: { id: 1 } } })).toBe(
      `${refused} contact.id: Invalid input: expected string, received number`,
    );
    expect(await refusal({ ...leadJob({}), payload: null })).toBe(
      `${refused} the payload: Invalid input: expected object, received null`,
    );
    expect(await refusal({ ...leadJob({}), kind: 'other' })).toBe('unknown notification kind "other"');
  });

  it('what the outbox does not write is ignored, never echoed: an unknown column, a stray key, a campaign value that is not text', async () => {
    const job = leadJob({ ip_address: '203.0.113.9', utm_source: 4242424, utm_campaign: 'spring' });
    const { message } = await composed({ ...job, payload: { ...(job.payload as object), bcc: 'victim@example.net' } });
    expect(message.to).toEqual([{ address: content.site.notifications.leadsTo }]);
    expect(JSON.stringify(message)).not.toMatch(/203\.0\.113\.9|victim|4242424/);
    expect(message.text).toContain('Came from: spring');
  });
});

describe('the newsletter confirmation', () => {
  const token = (c: string) => c.repeat(64);
  const job: ClaimedJob = {
    id: 8,
    kind: 'newsletter_confirmation',
    attempts: 1,
    lease_token: 'lease',
    created_at: '2025-01-06T09:02:00.000+00:00',
    payload: { email: 'grace@example.com', confirm_token: token('a'), unsubscribe_token: token('b') },
  };

  it('links to the confirm page, and has an unsubscribe link in the text and the List-Unsubscribe header', async () => {
    const { message } = await composed(job);
    expect(message.to).toEqual([{ address: 'grace@example.com' }]);
    expect(message.text).toContain(`https://www.example.com/newsletter/confirm#token=${token('a')}`);
    expect(message.text).toContain(`https://www.example.com/newsletter/unsubscribe#token=${token('b')}`);
    expect(message.text).toContain('48 hours');
    // One-click (RFC 8058): the mail program POSTs to the function with the token in the query.
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<https://abcd.supabase.co/functions/v1/newsletter-unsubscribe?token=${token('b')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuses a payload without a valid address or tokens, naming the field; keys it does not know are ignored', async () => {
    const refused = 'newsletter_confirmation payload is not what the outbox writes:';
    const payload = job.payload as Record<string, unknown>;
    expect(await refusal({ ...job, payload: { ...payload, confirm_token: 'x' } })).toBe(
      `${refused} confirm_token: expected a token of 64 hexadecimal digits`,
    );
    expect(await refusal({ ...job, payload: { ...payload, unsubscribe_token: undefined } })).toBe(
      `${refused} unsubscribe_token: Invalid input: expected string, received undefined`,
    );
    expect(await refusal({ ...job, payload: { ...payload, email: 42 } })).toBe(
      `${refused} email: Invalid input: expected string, received number`,
    );
    const { message } = await composed({
      ...job,
      payload: { ...payload, to: 'victim@example.net', bcc: 'victim@example.net' },
    });
    expect(message.to).toEqual([{ address: 'grace@example.com' }]);
    expect(JSON.stringify(message)).not.toContain('victim');
  });
});

describe("the owner's alert about a lead that could not be sent", () => {
  const alertJob = (stage: 'retrying' | 'failed'): ClaimedJob => ({
    id: 21,
    kind: 'lead_alert',
    attempts: 0,
    lease_token: 'lease',
    created_at: '2025-01-06T09:03:00Z',
    payload: {
      job_id: 7,
      stage,
      attempts: stage === 'failed' ? 8 : 1,
      max_attempts: 8,
      error: 'Resend answered 429: quota\r\nBcc: x@example.com',
      contact: (leadJob({ phone: '+1 (312) 555-0100' }).payload as { contact: object }).contact,
    },
  });

  it('names the visitor, the error and the lead’s job, for the chat and as an e-mail to the second address', async () => {
    const alert = await composeJob(alertJob('retrying'), { ...settings, alertRecipient: 'alerts@example.net' }, sender);
    if (alert.kind !== 'alert') throw new Error('not an alert');
    expect(alert.text).toBe(
      'The e-mail about the consultation request from Ada Lovelace (ada@example.com) could not be sent: ' +
        'Resend answered 429: quota Bcc: x@example.com. It is tried again automatically for up to 72 hours after the request (attempt 1, job #7).',
    );
    expect(alert.message).toMatchObject({
      to: [{ address: 'alerts@example.net' }],
      subject: 'Not delivered yet: the consultation request from Ada Lovelace',
      headers: {},
      idempotencyKey: `notification-job-21-${Date.parse('2025-01-06T09:03:00Z')}`,
    });
    // The request itself, so the owner can answer it from the alert.
    for (const line of ['Phone: +1 (312) 555-0100', 'Message:\nWe run three restaurants.\nCan you help?']) {
      expect(alert.message!.text).toContain(line);
    }
  });

  it('when the settings cannot write it, it is written in plain words, with the request, for the chat and the second address', async () => {
    const alert = plainLeadAlert(
      alertJob('retrying'),
      "Cannot read properties of undefined (reading 'direct')",
      settings,
      sender,
    );
    if (alert.kind !== 'alert') throw new Error('not an alert');
    expect(alert.text).toContain('A contact request from Ada Lovelace &lt;ada@example.com&gt; has not been e-mailed');
    expect(alert.text).toContain('job #7');
    expect(alert.message).toMatchObject({ to: [{ address: settings.alertRecipient }] });
    expect(alert.message!.text).toContain('Message:\nWe run three restaurants.');
    expect(alert.message!.subject).toBe('Contact request not e-mailed to you (job #7)');
  });

  it('says when the lead is given up; without a second address it is for the chat only', async () => {
    const alert = await composeJob(alertJob('failed'), { ...settings, alertRecipient: null }, sender);
    if (alert.kind !== 'alert') throw new Error('not an alert');
    expect(alert.text).toContain('could NOT be sent and is not tried again');
    expect(alert.text).toContain('(job #7, 8 attempts)');
    expect(alert.message).toBeUndefined();
    await expect(composeJob({ ...alertJob('failed'), payload: { stage: 'failed' } }, settings, sender)).rejects.toThrow(
      UnsendableJobError,
    );
  });

  it('an alert the outbox did not write is unsendable, naming the field; one without an error still goes out', async () => {
    const refused = 'lead_alert payload is not what the outbox writes:';
    const payload = alertJob('failed').payload as Record<string, unknown>;
    const withPayload = (changes: Record<string, unknown>) => ({
      ...alertJob('failed'),
      payload: { ...payload, ...changes },
    });
    expect(await refusal(withPayload({ stage: 'lost' }))).toBe(
      `${refused} stage: Invalid option: expected one of "retrying"|"failed"`,
    );
    expect(await refusal(withPayload({ job_id: '7' }))).toBe(
      `${refused} job_id: Invalid input: expected number, received string`,
    );
    expect(await refusal(withPayload({ contact: { first_name: 'Ada' } }))).toBe(
      `${refused} contact.id: Invalid input: expected string, received undefined`,
    );
    const alert = await composeJob(withPayload({ error: undefined }), settings, sender);
    expect(alert).toMatchObject({ kind: 'alert', text: expect.stringContaining('could NOT be sent') });
  });
});

describe('header and transport rules', () => {
  it('header text: control characters become spaces, runs collapse, long text is cut', async () => {
    expect(sanitizeHeaderText('a\r\nb\tc\u0085d\u2029e')).toBe('a b c d e');
    expect(sanitizeHeaderText('x'.repeat(10), 5)).toBe('xxxx…');
  });

  it('header text: bidirectional controls are dropped, so a name reads as it is written', async () => {
    expect(sanitizeHeaderText('Ada \u202emoc.elpmaxe\u202c Lovelace\u2066x\u2069')).toBe('Ada moc.elpmaxe Lovelacex');
    expect(sanitizeHeaderText('לבלייס')).toBe('לבלייס'); // right-to-left text itself stays
  });

  it('the shared secret is compared as two digests of equal length, whatever was presented', async () => {
    expect(await sameSecret('s3cret', 's3cret')).toBe(true);
    for (const guess of ['', 's3cre', 's3cret!', 'S3CRET', 'x'.repeat(10_000)]) {
      expect(await sameSecret(guess, 's3cret'), guess.slice(0, 10)).toBe(false);
    }
    // The byte comparison itself never sees values of different lengths.
    expect(() => constantTimeEqual(new Uint8Array(32), new Uint8Array(31))).toThrow(RangeError);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
  });

  it('body text: CRLF normalised, other control characters dropped, tabs kept', async () => {
    expect(sanitizeBodyText('a\r\nb\rc\u0007\td')).toBe('a\nb\nc\td');
  });

  it('addresses: plain ones pass, anything that could add a recipient does not', async () => {
    expect(isSafeAddress('ada.lovelace+leads@example.co.uk')).toBe(true);
    for (const bad of [
      'a,b@example.com',
      'a@example.com>',
      '"a"@example.com',
      'a@b',
      'a @example.com',
      'a@ex\nample.com',
    ]) {
      expect(isSafeAddress(bad), bad).toBe(false);
    }
    expect(formatMailbox({ name: 'Ada "the" <Countess>', address: 'ada@example.com' })).toBe(
      '"Ada the Countess" <ada@example.com>',
    );
    expect(() => formatMailbox({ address: 'a,b@example.com' })).toThrow();
  });

  it('the e-mail API: which answers are worth retrying, and Retry-After', async () => {
    for (const status of [400, 404, 422]) expect(isPermanentStatus(status), String(status)).toBe(true);
    for (const status of [401, 403, 408, 409, 429, 500, 502, 503])
      expect(isPermanentStatus(status), String(status)).toBe(false);
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 1_000)).toBe(60);
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});

describe('where the lead came from', () => {
  const linkedIn = {
    landing_page: '/blog/vibe-coding-future-development',
    referrer: 'https://www.linkedin.com',
    utm_source: 'linkedin',
    utm_medium: null,
    utm_campaign: 'nov-launch',
    utm_term: null,
    utm_content: null,
    form_page: '/contact',
  };

  it('the owner’s e-mail names the source with the site’s own label, the campaign and both pages', async () => {
    const { message } = await composed(leadJob(linkedIn));
    expect(message.text).toContain(
      'Came from: LinkedIn / nov-launch, landed on /blog/vibe-coding-future-development, sent from /contact',
    );
    expect(message.text).toContain(
      'Campaign details: utm_source=linkedin, utm_campaign=nov-launch, referrer=https://www.linkedin.com',
    );
  });

  it('a visit without campaign or referrer is a direct visit; a request stored before the columns says nothing', async () => {
    const direct = await composed(leadJob({ ...linkedIn, referrer: null, utm_source: null, utm_campaign: null }));
    expect(direct.message.text).toContain('Came from: a direct visit, landed on /blog/');
    expect((await composed(leadJob({}))).message.text).not.toContain('Came from');
  });

  it('a source is named only by the site’s own list: inherited names such as "constructor" stay as sent', async () => {
    for (const source of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const { message } = await composed(leadJob({ ...linkedIn, utm_source: source }));
      const line = message.text.split('\n').find((l) => l.startsWith('Came from:'))!;
      expect(line).toBe(
        `Came from: ${source} / nov-launch, landed on /blog/vibe-coding-future-development, sent from /contact`,
      );
      expect(message.text).not.toMatch(/function|\[native code\]|\[object/);
    }
  });

  it('hostile campaign values never reach a header, and reach the body as one line', async () => {
    const hostile = 'x\r\nBcc: victim@example.com\r\nX-Evil: 1\u202e<img src=x onerror=alert(1)>';
    const job = leadJob({
      ...linkedIn,
      utm_source: hostile,
      utm_campaign: 'y'.repeat(5000),
      landing_page: '/a\r\nTo: b@example.com',
    });
    const { message } = await composed(job);
    for (const value of [message.subject, ...Object.values(message.headers)])
      expect(value).not.toMatch(/[\r\n]|Bcc|X-Evil/);
    const line = message.text.split('\n').find((l) => l.startsWith('Came from:'))!;
    expect(line).not.toContain('y'.repeat(101));
    expect(message.text).not.toMatch(/\r|\u202e|^Bcc:|^X-Evil:/mu);
    const headers = headerNames(await eml(job));
    expect(headers).not.toContain('bcc');
    expect(headers).not.toContain('x-evil');
  });
});

describe('the receipt to the visitor', () => {
  const receiptJob = (contact: Record<string, unknown> = {}): ClaimedJob => ({
    id: 8,
    kind: 'contact_receipt',
    attempts: 0,
    lease_token: 'lease',
    created_at: '2025-01-06T09:01:30.200+00:00',
    payload: {
      lead_job_id: 7,
      contact: {
        id: '6f1c2d9e-0d7b-4f7e-9d51-2b1f3c4d5e6f',
        created_at: '2025-01-06T09:01:30.123+00:00',
        first_name: 'Zoë',
        last_name: 'O’Brien',
        email: 'zoe+leads@example.com',
        landing_page: '/blog/vibe-coding-future-development',
        referrer: null,
        utm_source: 'linkedin',
        utm_medium: null,
        utm_campaign: 'nov-launch',
        utm_term: null,
        utm_content: null,
        form_page: '/contact',
        ...contact,
      },
    },
  });

  it('goes to the visitor, in plain text and HTML, with the steps, the booking link and how to reach us', async () => {
    const { message } = await composed(receiptJob());
    expect(message.to).toEqual([{ address: 'zoe+leads@example.com' }]);
    expect(message.replyTo).toEqual({ address: content.site.contact.email });
    expect(message.subject).toBe(settings.receipt.subject);
    // The subject names the company, so the visitor knows who wrote (content/contact.yaml, {company}).
    expect(message.subject).toBe(`${content.site.company.name}: we received your message`);
    const booking = `${content.site.booking.url}?name=Zo%C3%AB&email=zoe%2Bleads%40example.com`;
    for (const part of [message.text, message.html!]) {
      expect(part).toContain('Zoë');
      expect(part).toContain(content.contact.nextSteps.items[0]!.title);
      expect(part).toContain(content.site.contact.phones[0]!.display);
      expect(part).toContain(content.site.contact.email);
    }
    expect(message.text).toContain(booking);
    // The booking page is a button: a link in the brand's colour with the label from content/.
    const button = new RegExp(
      `<a href="${escapeRegExp(booking.replace(/&/g, '&amp;'))}" style="[^"]*background-color:#4f46e5`,
    );
    expect(message.html).toMatch(button);
    expect(message.html).toContain(`>${content.contact.receipt.bookingLabel}</span>`);
    // Nothing that reports an opening: the one image is the site's logo, at the same address in
    // every e-mail (no token that could tell whose receipt was opened), and no other resource.
    expect([...message.html!.matchAll(/src="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'https://www.example.com/images/logo-mark.email.png',
    ]);
    expect(message.html).not.toMatch(/url\(/i);
  });

  it('echoes nothing a stranger could choose but the first name: no last name, campaign values or message', async () => {
    // A job queued before the receipt was cut down to first name and address still carries more.
    const job = receiptJob({
      last_name: 'Claim your prize at evil.example',
      utm_source: 'evil.example',
      utm_campaign: 'WIN http://evil.example/prize',
      landing_page: '/prize',
      message: 'Visit evil.example',
    });
    const { message } = await composed(job);
    expect(message.subject).toBe(settings.receipt.subject);
    expect(message.to).toEqual([{ address: 'zoe+leads@example.com' }]);
    for (const part of [message.subject, message.text, message.html!]) {
      expect(part).not.toMatch(/evil|prize|WIN|O’Brien|Came from|linkedin|nov-launch/i);
    }
    expect(settings.receipt.subject).not.toContain('{');
  });

  it('echoes at most the first 40 characters of the first name, and no link', async () => {
    const { message } = await composed(receiptJob({ first_name: `Bob – invoice at pay.example/x ${'z'.repeat(80)}` }));
    for (const part of [message.text, message.html!]) {
      expect(part).not.toContain('pay.example');
      expect(part).not.toContain('z'.repeat(10));
      expect(part).toContain('Bob – invoice at pay example x zzzzzzzz');
    }
  });

  it('without a booking page there is no booking paragraph', async () => {
    const plain = { ...settings, receipt: { ...settings.receipt, bookingUrl: null } };
    const result = await composeJob(receiptJob(), plain, sender);
    if (result.kind !== 'email') throw new Error('not an e-mail');
    expect(result.message.text).not.toContain(content.contact.receipt.booking);
    // The only link left is the site's own address at the foot.
    expect([...result.message.html!.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'https://www.example.com',
    ]);
  });

  it('escapes hostile values in the HTML part and keeps them out of the headers', async () => {
    const job = receiptJob({ first_name: 'Eve\r\nBcc: all@example.com <script>alert(1)</script>"onload="x' });
    const { message } = await composed(job);
    expect(message.subject).toBe(settings.receipt.subject);
    expect(message.html).not.toContain('<script>');
    // Markup never reaches the receipt's name: only a name's characters are kept (receipt-name.ts).
    expect(message.html).not.toMatch(/onload=|&lt;script/);
    expect(message.html).toContain(
      `>${content.contact.receipt.greeting.replace('{firstName}', 'Eve Bcc all example com script alert scr')}</p>`,
    );
    const text = await eml(job);
    expect(headerNames(text)).not.toContain('bcc');
    expect(text).toMatch(/Content-Type: multipart\/alternative/);
    expect(text).toMatch(/Content-Type: text\/html/);
  });

  it('a receipt without the visitor’s first name or address is unsendable, naming the field', async () => {
    const refused = 'contact_receipt payload is not what the outbox writes:';
    expect(await refusal(receiptJob({ first_name: undefined }))).toBe(
      `${refused} contact.first_name: Invalid input: expected string, received undefined`,
    );
    expect(await refusal(receiptJob({ email: ['zoe@example.com'] }))).toBe(
      `${refused} contact.email: Invalid input: expected string, received array`,
    );
    expect(await refusal({ ...receiptJob(), payload: { contact: null } })).toBe(
      `${refused} contact: Invalid input: expected object, received null`,
    );
  });

  it('an address that cannot stand in a header is refused for good, not sent', async () => {
    await expect(
      composeJob(receiptJob({ email: 'a@b.example, victim@example.com' }), settings, sender),
    ).rejects.toThrow(UnsendableJobError);
  });
});
