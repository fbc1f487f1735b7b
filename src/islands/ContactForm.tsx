/**
 * The contact form: inline validation with the database's rules, one UUID per submission
 * (reused by a retry of the same values, so a retry of a stored request is recognised as a
 * duplicate and shown as success; values corrected after a failed attempt are a new submission,
 * so the correction is stored), the draft kept in localStorage until the database has confirmed
 * the request (a week at most), a
 * honeypot and a minimum fill time against bots, a message of its own for each way sending
 * can fail, and the thank-you dialog.
 *
 * Nothing a visitor sends is dropped while success is shown: a submission faster than a person
 * types waits out the rest of the minimum time and then sends (a restored draft counts as
 * typed); only the honeypot, which people never see, leads to a success that sends nothing.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SiteContent } from '../content/load.ts';
import { bookingLink } from '../lib/booking.ts';
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  fieldOfRefusal,
  newSubmissionId,
  toContactRow,
  validateContact,
} from '../lib/contact-rules.ts';
import { fillTemplate } from '../lib/format.ts';
import type { WriteFailure } from '../lib/supabase/client.ts';
import { ThankYouDialog } from './ThankYouDialog.tsx';
import { useDraft } from './useDraft.ts';

export interface ContactFormProps {
  copy: SiteContent['contact']['form'];
  /** Label of the hidden field only robots fill in (content/ui.yaml). */
  trapLabel: string;
  /** The phone number offered to a rate-limited visitor (site.yaml, the first one). */
  phone: string;
  /** The booking page (site.yaml booking.url), offered first after sending; null: none. */
  bookingUrl: string | null;
  /** "(opens in a new tab)" for screen readers (content/ui.yaml). */
  newTabLabel: string;
}

/** A person needs longer than this to fill the form; a bot usually does not. */
export const MIN_FILL_MS = 3000;

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

type Status = 'idle' | 'submitting' | 'failed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where the visit started (sessionStorage) and this page: sent with the request. */
async function attribution() {
  try {
    return (await import('../lib/attribution.ts')).attributionOfSession(location.pathname);
  } catch {
    return {}; // the module did not load: the request still goes, without its origin
  }
}

/** The fields a visitor has filled in, read from the page's own inputs. */
function valuesTypedBeforeHydration(form: HTMLFormElement): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {};
  for (const name of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const input = form.elements.namedItem(name);
    if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== '')
      typed[name] = input.value;
  }
  return typed;
}

export function ContactForm({ copy, trapLabel, phone, bookingUrl, newTabLabel }: ContactFormProps) {
  const draft = useDraft(EMPTY);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<ContactErrors>({});
  const [before, after = ''] = copy.privacyNote.split('{link}');
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState('');
  const [thanksOpen, setThanksOpen] = useState(false);
  /** The booking page for the visitor who just sent, filled in with their name and e-mail. */
  const [booking, setBooking] = useState<string | null>(null);
  /** false until hydrated: the server-rendered button stays disabled, so nothing is sent before. */
  const [ready, setReady] = useState(false);
  const startedAt = useRef(Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** Set synchronously, unlike state: a second submit in the same tick must not send again. */
  const inFlight = useRef(false);

  const form = useRef<HTMLFormElement>(null);

  // The fill time counts from hydration, when the visitor can start typing.
  useEffect(() => {
    startedAt.current = Date.now();
    setReady(true);
    // The form hydrates when the visitor starts using it: what they typed while React loaded
    // is in the fields but not yet in state, and is kept (over a restored draft, which runs first).
    const typed = form.current ? valuesTypedBeforeHydration(form.current) : {};
    if (Object.keys(typed).length) setValues((prev) => ({ ...prev, ...typed }));
  }, [setValues]);

  const set = (field: ContactField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field])
      setErrors((prev) => ({ ...prev, [field]: validateContact({ ...values, [field]: value }, copy.errors)[field] }));
  };

  const succeed = () => {
    setBooking(bookingUrl ? bookingLink(bookingUrl, `${values.firstName} ${values.lastName}`, values.email) : null);
    draft.clear();
    setErrors({});
    setFailure('');
    setStatus('idle');
    setThanksOpen(true);
  };

  /** The alert for a failed request; a refused field is also marked and focused. */
  const fail = (result: WriteFailure, form: HTMLFormElement) => {
    const { failures } = copy;
    let text = failures.server;
    if (result.kind === 'rate_limited') text = fillTemplate(failures.rateLimited, { phone });
    else if (result.kind === 'network') text = failures.offline;
    else if (result.kind === 'invalid') {
      const field = fieldOfRefusal(result);
      if (field) {
        text = fillTemplate(failures.invalidField, { field: failures.fieldNames[field] });
        setErrors((prev) => ({ ...prev, [field]: text }));
        form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      }
    }
    setFailure(text);
    setStatus('failed');
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current || !ready) return; // locked until the request settles
    const found = validateContact(values, copy.errors);
    setErrors(found);
    const firstInvalid = (Object.keys(CONTACT_LIMITS) as ContactField[]).find((f) => found[f]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    // Only robots fill the hidden field: show success, send nothing.
    if (honeypot.current?.value) {
      succeed();
      return;
    }
    inFlight.current = true;
    setFailure('');
    setStatus('submitting');
    try {
      // Faster than a person types: wait out the rest, then send. A draft restored after a
      // reload was typed before, so it sends at once.
      const remaining = MIN_FILL_MS - (Date.now() - startedAt.current);
      if (remaining > 0 && !draft.restored) await wait(remaining);
      // Made here, inside the try: if no UUID can be made the visitor sees an alert, not a
      // button stuck on "Sending...".
      const submissionId = draft.retryIdFor(values) ?? newSubmissionId();
      draft.saveForSending(submissionId);
      const { insertContact } = await import('../lib/supabase/client.ts');
      const result = await insertContact({ ...toContactRow(submissionId, values), ...(await attribution()) });
      // A duplicate id means an earlier attempt of this very submission was stored.
      if (result.ok || result.kind === 'duplicate') return succeed();
      console.error('Contact request failed', result);
      fail(result, form);
    } catch (error) {
      console.error('Contact request failed', error);
      fail({ ok: false, kind: 'unknown', message: String(error) }, form);
    } finally {
      inFlight.current = false;
    }
  }

  const closeThanks = () => {
    setThanksOpen(false);
    submitButton.current?.focus();
  };

  const field = (name: ContactField, label: string, input: React.ReactNode) => (
    <div className={name === 'message' || name === 'email' ? 'sm:col-span-2' : ''}>
      <label htmlFor={`contact-${name}`} className="block font-medium text-ink">
        {label}
        {name !== 'phone' ? (
          <span aria-hidden="true" className="text-rose-700">
            {' *'}
          </span>
        ) : null}
      </label>
      {input}
      <p id={`contact-${name}-error`} className="mt-1 min-h-5 text-sm text-rose-700">
        {errors[name] ?? ''}
      </p>
    </div>
  );
  const inputClass = (name: ContactField) =>
    `mt-1.5 block w-full rounded-lg border bg-white px-4 py-2.5 text-ink placeholder:text-slate-500 ${errors[name] ? 'border-rose-600' : 'border-slate-300'}`;
  const common = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `contact-${name}-error`,
    className: inputClass(name),
    maxLength: CONTACT_LIMITS[name],
  });

  return (
    <>
      {/* method="post": should anything submit it before hydration, the values stay out of the URL. */}
      <form
        ref={form}
        className="mt-6"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={copy.title}
        data-contact-form
      >
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          {field(
            'firstName',
            copy.labels.firstName,
            <input type="text" autoComplete="given-name" required aria-required="true" {...common('firstName')} />,
          )}
          {field(
            'lastName',
            copy.labels.lastName,
            <input type="text" autoComplete="family-name" required aria-required="true" {...common('lastName')} />,
          )}
          {field(
            'email',
            copy.labels.email,
            <input type="email" autoComplete="email" required aria-required="true" {...common('email')} />,
          )}
          {field('phone', copy.labels.phone, <input type="tel" autoComplete="tel" {...common('phone')} />)}
          {field(
            'message',
            copy.labels.message,
            <textarea
              rows={5}
              required
              aria-required="true"
              placeholder={copy.messagePlaceholder}
              {...common('message')}
            />,
          )}
        </div>
        {/* Hidden from people and assistive technology; bots fill every field. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{trapLabel}</label>
          <input
            ref={honeypot}
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {status === 'failed' ? (
          <p role="alert" className="mt-2 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-rose-800">
            {failure}
          </p>
        ) : null}
        <button
          ref={submitButton}
          type="submit"
          className="btn-primary mt-4 w-full sm:w-auto disabled:cursor-wait disabled:opacity-70"
          disabled={!ready || status === 'submitting'}
        >
          {status === 'submitting' ? copy.submitting : copy.submit}
        </button>
        <p className="mt-4 text-sm text-slate-600">
          {before}
          <a href={copy.privacyLink.href} className="link font-medium">
            {copy.privacyLink.label}
          </a>
          {after}
        </p>
      </form>
      <ThankYouDialog
        open={thanksOpen}
        onClose={closeThanks}
        copy={{ title: copy.successTitle, text: copy.successText, close: copy.close }}
        action={booking ? { href: booking, label: copy.bookingAction, newTabLabel } : undefined}
      />
    </>
  );
}
