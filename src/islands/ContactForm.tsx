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

export interface ContactFormProps {
  copy: SiteContent['contact']['form'];
  /** Label of the hidden field only robots fill in (content/ui.yaml). */
  trapLabel: string;
}

export const DRAFT_KEY = 'contact-draft';
/** A person needs longer than this to fill the form; a bot usually does not. */
export const MIN_FILL_MS = 3000;

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

type Status = 'idle' | 'submitting' | 'failed';
interface Draft {
  values: ContactValues;
  submissionId?: string;
}

function readDraft(): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return draft && typeof draft.values === 'object' ? { ...draft, values: { ...EMPTY, ...draft.values } } : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    /* storage blocked or full: the form still works, the draft just does not survive a reload */
  }
}

export function ContactForm({ copy, trapLabel }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [thanksOpen, setThanksOpen] = useState(false);
  const submissionId = useRef<string | undefined>(undefined);
  const startedAt = useRef(Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const restored = useRef(false);
  /** Set synchronously, unlike state: a second submit in the same tick must not send again. */
  const inFlight = useRef(false);

  // Declared before the restoring effect so that, on mount, it runs first and skips.
  useEffect(() => {
    if (!restored.current) return;
    const empty = Object.values(values).every((v) => v === '');
    writeDraft(empty && !submissionId.current ? null : { values, submissionId: submissionId.current });
  }, [values]);

  // After hydration (so server and client markup agree), bring back an unsent draft.
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      setValues(draft.values);
      submissionId.current = draft.submissionId;
    }
    restored.current = true;
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (thanksOpen && !el.open) el.showModal();
    if (!thanksOpen && el.open) el.close();
  }, [thanksOpen]);

  const set = (field: ContactField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field])
      setErrors((prev) => ({ ...prev, [field]: validateContact({ ...values, [field]: value }, copy.errors)[field] }));
  };

  const succeed = () => {
    submissionId.current = undefined;
    writeDraft(null);
    setValues(EMPTY);
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
    submissionId.current ??= crypto.randomUUID();
    writeDraft({ values, submissionId: submissionId.current });
    try {
      const { insertContact } = await import('../lib/supabase/client.ts');
      const result = await insertContact(toContactRow(submissionId.current, values));
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
    dialog.current?.close(); // now, so that the page is no longer inert when focus returns
    setThanksOpen(false);
    submitButton.current?.focus();
  };

  /** The page behind a modal dialog is inert, but Tab could still leave for the browser's own UI. */
  const trapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], input, textarea, select')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
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
        <p className="mt-4 text-sm text-slate-600">{copy.privacyNote}</p>
      </form>
      <dialog
        ref={dialog}
        aria-labelledby="thanks-title"
        aria-describedby="thanks-text"
        className="m-auto w-[min(92vw,28rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
        onCancel={(e) => {
          e.preventDefault();
          closeThanks();
        }}
        onKeyDown={trapFocus}
      >
        <div className="relative p-8 text-center">
          <button
            type="button"
            onClick={closeThanks}
            className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            aria-label={copy.close}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
          <div
            className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
            aria-hidden="true"
          >
            {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden wrapper. */}
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth={2.5}>
              <path d="M5 12l4 4 10-10" />
            </svg>
          </div>
          <h2 id="thanks-title" className="mt-4 text-2xl font-bold text-ink">
            {copy.successTitle}
          </h2>
          <p id="thanks-text" className="mt-2 text-slate-600">
            {copy.successText}
          </p>
          {/* A modal dialog moves focus inside on opening; its close button is the one action. */}
          {/* biome-ignore lint/a11y/noAutofocus: see above. */}
          <button type="button" onClick={closeThanks} className="btn-primary mt-6" autoFocus>
            {copy.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
