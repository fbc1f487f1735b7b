/**
 * What "Send" does on the contact form (src/islands/contact-submit.ts), with the database, the
 * clock and the draft handed in: e2e/contact.spec.ts drives the same procedure in Chromium.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { MIN_FILL_MS, type Submission, type SubmitDeps, submitContact } from '../../src/islands/contact-submit.ts';
import type { ContactValues } from '../../src/lib/contact-rules.ts';
import type { InsertResult } from '../../src/lib/supabase/client.ts';
import { REAL_CONTENT_DIR } from '../content/fixture.ts';

const copy = checkContent({ contentDir: REAL_CONTENT_DIR }).content!.contact.form;
const PHONE = '+1 (312) 555-0142';
const REACH = { phone: PHONE, email: 'hello@example.com' };
const valid: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'We would like to automate our bookings.',
};

/** The outside world of one submission: a clock that moves only when waited on, and a database. */
function world(answer: InsertResult | (() => never) = { ok: true }) {
  let now = 10_000;
  const deps: SubmitDeps & { waited: number[]; rows: object[] } = {
    waited: [],
    rows: [],
    insert: vi.fn(async (row) => {
      deps.rows.push(row);
      return typeof answer === 'function' ? answer() : answer;
    }),
    attribution: async () => ({ utm_source: 'linkedin', form_page: '/contact' }),
    experiment: () => ({}),
    now: () => now,
    wait: async (ms) => {
      deps.waited.push(ms);
      now += ms;
    },
    newId: () => 'new-id',
    humanCheck: async () => 'solved-signature',
    preview: false,
  };
  return deps;
}

const submission = (over: Partial<Submission> = {}): Submission & { saved: string[] } => {
  const saved: string[] = [];
  return {
    values: valid,
    honeypotFilled: false,
    startedAt: 10_000 - MIN_FILL_MS - 1,
    restored: false,
    retryId: null,
    saveForSending: (id) => saved.push(id),
    saved,
    ...over,
  };
};

describe('submitContact', () => {
  it('sends the trimmed values with the visit’s origin under a new id, saved with the draft first', async () => {
    const deps = world();
    const sent = submission({ values: { ...valid, firstName: '  Ada ' } });
    expect(await submitContact(sent, copy, REACH, deps)).toEqual({ kind: 'sent' });
    expect(sent.saved).toEqual(['new-id']);
    expect(deps.rows).toEqual([
      expect.objectContaining({ id: 'new-id', first_name: 'Ada', utm_source: 'linkedin', form_page: '/contact' }),
    ]);
    expect(deps.waited).toEqual([]);
  });

  it('sends the human check’s signature, and marks a preview’s request; without a signature it still sends', async () => {
    const checked = world();
    await submitContact(submission(), copy, REACH, checked);
    expect(checked.rows[0]).toMatchObject({ human_check: 'solved-signature' });
    expect(checked.rows[0]).not.toHaveProperty('preview');
    const unchecked = { ...world(), humanCheck: async () => null, preview: true };
    unchecked.insert = vi.fn(async (row) => {
      unchecked.rows.push(row);
      return { ok: true } as const;
    });
    expect(await submitContact(submission(), copy, REACH, unchecked)).toEqual({ kind: 'sent' });
    expect(unchecked.rows[0]).toMatchObject({ preview: true });
    expect(unchecked.rows[0]).not.toHaveProperty('human_check');
  });

  it('sends the experiment and variant the page showed with the request; none when the page runs none', async () => {
    const seen = { ...world(), experiment: () => ({ experiment: 'hero-headline', experiment_variant: 'b' as const }) };
    seen.insert = vi.fn(async (row) => {
      seen.rows.push(row);
      return { ok: true } as const;
    });
    await submitContact(submission(), copy, REACH, seen);
    expect(seen.rows[0]).toMatchObject({
      experiment: 'hero-headline',
      experiment_variant: 'b',
      utm_source: 'linkedin',
    });
    const plain = world();
    await submitContact(submission(), copy, REACH, plain);
    expect(plain.rows[0]).not.toHaveProperty('experiment');
    expect(plain.rows[0]).not.toHaveProperty('experiment_variant');
  });

  it('refuses invalid values itself, naming the first field to focus, and sends nothing', async () => {
    const deps = world();
    const outcome = await submitContact(
      submission({ values: { ...valid, lastName: '', email: 'nope' } }),
      copy,
      REACH,
      deps,
    );
    expect(outcome).toMatchObject({ kind: 'invalid', focus: 'lastName' });
    expect(Object.keys(outcome.kind === 'invalid' ? outcome.errors : {})).toEqual(['lastName', 'email']);
    expect(deps.insert).not.toHaveBeenCalled();
  });

  it('shows success to a robot that filled the hidden field, and sends nothing', async () => {
    const deps = world();
    expect(await submitContact(submission({ honeypotFilled: true }), copy, REACH, deps)).toEqual({ kind: 'sent' });
    expect(deps.insert).not.toHaveBeenCalled();
  });

  it('waits out the rest of the minimum fill time, then sends; a restored draft sends at once', async () => {
    const fast = world();
    await submitContact(submission({ startedAt: 10_000 - 1_000 }), copy, REACH, fast);
    expect(fast.waited).toEqual([MIN_FILL_MS - 1_000]);
    expect(fast.rows).toHaveLength(1);
    const restored = world();
    await submitContact(submission({ startedAt: 10_000, restored: true }), copy, REACH, restored);
    expect(restored.waited).toEqual([]);
    expect(restored.rows).toHaveLength(1);
  });

  it('sends a retry of the same values under the earlier id, and counts a duplicate as stored', async () => {
    const deps = world({ ok: false, kind: 'duplicate', message: 'duplicate key' });
    const retry = submission({ retryId: 'earlier-id' });
    expect(await submitContact(retry, copy, REACH, deps)).toEqual({ kind: 'sent' });
    expect(retry.saved).toEqual(['earlier-id']);
  });

  it('tells each failure apart: the limit with the phone number, offline and anything else with the phone and e-mail, a refused field', async () => {
    const outcome = (answer: InsertResult | (() => never)) => submitContact(submission(), copy, REACH, world(answer));
    expect(await outcome({ ok: false, kind: 'rate_limited', message: '' })).toEqual({
      kind: 'failed',
      message: copy.failures.rateLimited.replace('{phone}', PHONE),
    });
    expect(await outcome({ ok: false, kind: 'network', message: '' })).toEqual({
      kind: 'failed',
      message: copy.failures.offline.replace('{phone}', PHONE).replace('{email}', REACH.email),
    });
    expect(await outcome({ ok: false, kind: 'invalid', message: '', constraint: 'contacts_email_format' })).toEqual({
      kind: 'failed',
      message: copy.failures.invalidField.replace('{field}', copy.failures.fieldNames.email),
      field: 'email',
    });
    expect(await outcome({ ok: false, kind: 'unknown', message: '' })).toEqual({
      kind: 'failed',
      message: copy.failures.server.replace('{phone}', PHONE).replace('{email}', REACH.email),
    });
    expect(
      await outcome(() => {
        throw new Error('client failed to load');
      }),
    ).toEqual({
      kind: 'failed',
      message: copy.failures.server.replace('{phone}', PHONE).replace('{email}', REACH.email),
    });
  });
});
