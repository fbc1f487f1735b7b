/**
 * What pressing "Send" does, apart from the page: the form's own checks, the honeypot, the
 * minimum fill time, the submission's id, the human check's signature (which the server
 * verifies), the insert and what each outcome tells the visitor.
 * ContactForm.tsx renders the outcome; everything here can be tested without a browser, the
 * clock, the network and the draft being handed in.
 *
 * Nothing a visitor sends is dropped while success is shown: a submission faster than a person
 * types waits out the rest of the minimum time and then sends (a restored draft counts as typed);
 * only the honeypot, which people never see, leads to a success that sends nothing.
 */
import type { SiteContent } from '../content/load.ts';
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  fieldOfRefusal,
  toContactRow,
  validateContact,
} from '../lib/contact-rules.ts';
import type { ExperimentColumns } from '../lib/experiment-rules.ts';
import { fillTemplate } from '../lib/format.ts';
import type { AttributedContactRow, InsertResult, WriteFailure } from '../lib/supabase/client.ts';

/** A person needs longer than this to fill the form; a bot usually does not. */
export const MIN_FILL_MS = 3000;

type FormCopy = SiteContent['contact']['form'];

export type SubmitOutcome =
  /** The form's own checks refused a value: nothing was sent. */
  | { kind: 'invalid'; errors: ContactErrors; focus: ContactField }
  /** Stored (or an earlier attempt of the same submission was), or a robot filled the honeypot. */
  | { kind: 'sent' }
  /** Sending failed: the alert's text, and the field the database refused, if it named one. */
  | { kind: 'failed'; message: string; field?: ContactField };

export interface Submission {
  values: ContactValues;
  /** Whether the hidden field only robots see is filled in. */
  honeypotFilled: boolean;
  /** When the visitor could start typing (ms, the clock of `now`). */
  startedAt: number;
  /** Whether the values are a draft restored after a reload (typed before, so no waiting). */
  restored: boolean;
  /** The id of an earlier attempt with these very values, to be sent again under it. */
  retryId: string | null;
  /** Keeps the draft with the id it is sent under, before it is sent. */
  saveForSending(id: string): void;
}

/** What the procedure needs from outside: the database, the visit's origin, time and ids. */
export interface SubmitDeps {
  insert(row: AttributedContactRow): Promise<InsertResult>;
  /** Where the visit came from, sent with the request (nothing, when it cannot be read). */
  attribution(): Promise<Partial<AttributedContactRow>>;
  /** The experiment and variant the page showed (src/lib/experiment-rules.ts), or nothing. */
  experiment(): Partial<ExperimentColumns>;
  /**
   * The human check's signature for this request, or null when there is none (the request is
   * then stored unverified: it reaches the owner only in the daily digest).
   */
  humanCheck(): Promise<string | null>;
  /** A preview build: the request is marked so, stored, and never e-mailed. */
  preview: boolean;
  now(): number;
  wait(ms: number): Promise<void>;
  newId(): string;
}

/** The alert for a failed request, and the field the database refused, when it named one. */
export function failureOf(
  result: WriteFailure,
  failures: FormCopy['failures'],
  reach: Reach,
): { message: string; field?: ContactField } {
  if (result.kind === 'rate_limited') return { message: fillTemplate(failures.rateLimited, { phone: reach.phone }) };
  // A database that is down or paused answers no request: the visitor gets the other ways in.
  if (result.kind === 'network') return { message: fillTemplate(failures.offline, { ...reach }) };
  const field = result.kind === 'invalid' ? fieldOfRefusal(result) : undefined;
  if (!field) return { message: fillTemplate(failures.server, { ...reach }) };
  return { message: fillTemplate(failures.invalidField, { field: failures.fieldNames[field] }), field };
}

/** The other ways to reach the company, offered when sending failed (site.yaml). */
export interface Reach {
  phone: string;
  email: string;
}

export async function submitContact(
  submission: Submission,
  copy: Pick<FormCopy, 'errors' | 'failures'>,
  reach: Reach,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const { values } = submission;
  const errors = validateContact(values, copy.errors);
  const focus = (Object.keys(CONTACT_LIMITS) as ContactField[]).find((field) => errors[field]);
  if (focus) return { kind: 'invalid', errors, focus };
  if (submission.honeypotFilled) return { kind: 'sent' };
  try {
    const remaining = MIN_FILL_MS - (deps.now() - submission.startedAt);
    if (remaining > 0 && !submission.restored) await deps.wait(remaining);
    // Made here, inside the try: if no id can be made the visitor sees an alert, not a button
    // stuck on "Sending...".
    const id = submission.retryId ?? deps.newId();
    submission.saveForSending(id);
    const check = await deps.humanCheck();
    const result = await deps.insert({
      ...toContactRow(id, values),
      ...(await deps.attribution()),
      ...deps.experiment(),
      ...(check ? { human_check: check } : {}),
      ...(deps.preview ? { preview: true } : {}),
    });
    // A duplicate id means an earlier attempt of this very submission was stored.
    if (result.ok || result.kind === 'duplicate') return { kind: 'sent' };
    console.error('Contact request failed', result);
    return { kind: 'failed', ...failureOf(result, copy.failures, reach) };
  } catch (error) {
    console.error('Contact request failed', error);
    return { kind: 'failed', message: fillTemplate(copy.failures.server, { ...reach }) };
  }
}
