/**
 * The contact form: inline validation with the database's rules, one UUID per submission
 * (reused by retries, so a retry of a stored request is recognised as a duplicate and shown
 * as success), the draft kept in localStorage until sent, a honeypot and a minimum fill time
 * against bots, and the thank-you dialog.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SiteContent } from '../content/load.ts';
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  toContactRow,
  validateContact,
} from '../lib/contact-rules.ts';
import { ThankYouDialog } from './ThankYouDialog.tsx';
import { useDraft } from './useDraft.ts';

export interface ContactFormProps {
  copy: SiteContent['contact']['form'];
  /** Label of the hidden field only robots fill in (content/ui.yaml). */
  trapLabel: string;
}

/** A person needs longer than this to fill the form; a bot usually does not. */
export const MIN_FILL_MS = 3000;

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

type Status = 'idle' | 'submitting' | 'failed';

export function ContactForm({ copy, trapLabel }: ContactFormProps) {
  const draft = useDraft(EMPTY);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<ContactErrors>({});
  const [before, after = ''] = copy.privacyNote.split('{link}');
  const [status, setStatus] = useState<Status>('idle');
  const [thanksOpen, setThanksOpen] = useState(false);
  const startedAt = useRef(Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** Set synchronously, unlike state: a second submit in the same tick must not send again. */
  const inFlight = useRef(false);

  // The fill time counts from hydration, when the visitor can start typing.
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const set = (field: ContactField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field])
      setErrors((prev) => ({ ...prev, [field]: validateContact({ ...values, [field]: value }, copy.errors)[field] }));
  };

  const succeed = () => {
    draft.clear();
    setErrors({});
    setStatus('idle');
    setThanksOpen(true);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return; // locked until the request settles
    const found = validateContact(values, copy.errors);
    setErrors(found);
    const firstInvalid = (Object.keys(CONTACT_LIMITS) as ContactField[]).find((f) => found[f]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    // A filled honeypot or an instant submit is a bot: show success, send nothing.
    if (honeypot.current?.value || Date.now() - startedAt.current < MIN_FILL_MS) {
      succeed();
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    const submissionId = draft.submissionId.current ?? crypto.randomUUID();
    draft.saveForSending(submissionId);
    try {
      const { insertContact } = await import('../lib/supabase/client.ts');
      const result = await insertContact(toContactRow(submissionId, values));
      // A duplicate id means an earlier attempt of this very submission was stored.
      if (result.ok || result.kind === 'duplicate') return succeed();
      console.error('Contact request failed', result);
      setStatus('failed');
    } catch (error) {
      console.error('Contact request failed', error);
      setStatus('failed');
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
      <form className="mt-6" noValidate onSubmit={onSubmit} aria-label={copy.title} data-contact-form>
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
            {copy.failure}
          </p>
        ) : null}
        <button
          ref={submitButton}
          type="submit"
          className="btn-primary mt-4 w-full sm:w-auto disabled:cursor-wait disabled:opacity-70"
          disabled={status === 'submitting'}
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
      />
    </>
  );
}
