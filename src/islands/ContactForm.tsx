/**
 * The contact form: inline validation with the database's rules, one UUID per submission
 * (reused by a retry of the same values, so a retry of a stored request is recognised as a
 * duplicate and shown as success; values corrected after a failed attempt are a new submission,
 * so the correction is stored), the draft kept in localStorage until the database has confirmed
 * the request (a week at most), a honeypot and a minimum fill time against bots, a message of
 * its own for each way sending can fail, and the thank-you dialog. What "Send" does is
 * ./contact-submit.ts; this renders it.
 */
import { type FormEvent, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { measure } from '../client/measure.ts';
import { bookingLink } from '../lib/booking.ts';
import type { ContactFormProps } from '../lib/contact-form.ts';
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  newSubmissionId,
  validateContact,
} from '../lib/contact-rules.ts';
import { experimentOfPage } from '../lib/experiment-rules.ts';
import type { AttributedContactRow } from '../lib/supabase/client.ts';
import { type SubmitDeps, type SubmitOutcome, submitContact } from './contact-submit.ts';
import { ThankYouDialog } from './ThankYouDialog.tsx';
import { useDraft } from './useDraft.ts';
import { type EarlySubmitProps, useHydration } from './useHydration.ts';

export { MIN_FILL_MS } from './contact-submit.ts';

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Whether this is a preview build (`npm run build:preview`): its requests are never e-mailed. */
function isPreview(): boolean {
  try {
    return import.meta.env.VITE_PREVIEW === '1';
  } catch {
    return false; // outside Vite
  }
}

/** A solution is valid for 30 minutes (supabase/functions/_shared/human-check.ts): renewed before. */
const CHECK_RENEW_MS = 25 * 60_000;

/**
 * The form's human check: started when the form hydrates (the visitor is starting to use it),
 * so it is solved while they type; each request takes the current one and starts the next, since
 * a solution counts once. Never throws and never waits past the check's timeout: without a
 * signature the request is still stored (unverified).
 */
function useHumanCheck(turnstileSiteKey: string | null): {
  host: RefObject<HTMLDivElement | null>;
  take: () => Promise<string | null>;
  renew: () => void;
} {
  const host = useRef<HTMLDivElement>(null);
  const current = useRef<{ started: number; signature: Promise<string | null> }>(undefined);
  const start = useCallback(() => {
    let url: string | undefined;
    try {
      url = import.meta.env.VITE_SUPABASE_URL;
    } catch {
      url = undefined;
    }
    const element = host.current;
    if (!url || !element) return;
    const endpoint = url;
    // Where the check stands, on the page (tests wait for "solved"; nothing else reads it).
    element.dataset.humanCheck = 'solving';
    current.current = {
      started: Date.now(),
      signature: import('./human-check.ts')
        .then(async (m) => {
          const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), m.CHECK_TIMEOUT_MS));
          const check = m.humanCheckEndpoint(endpoint);
          // Turnstile when the owner chose it (its module loaded only then), else ALTCHA.
          const solved = turnstileSiteKey
            ? import('./turnstile.ts').then((t) => t.solveTurnstile(element, turnstileSiteKey, check))
            : m.solveHumanCheck(element, check);
          return Promise.race([solved, timeout]);
        })
        .catch(() => null)
        .then((signature) => {
          element.dataset.humanCheck = signature ? 'solved' : 'failed';
          return signature;
        }),
    };
  }, [turnstileSiteKey]);
  useEffect(start, [start]);
  // A retry of a submission that failed keeps its solution: a request the database refused or
  // never saw did not use it up, and one stored whose answer was lost is a duplicate anyway.
  const take = useCallback(async () => {
    if (!current.current || Date.now() - current.current.started > CHECK_RENEW_MS) start();
    const result = await (current.current?.signature ?? Promise.resolve(null));
    if (result === null) start(); // no solution this time: the next attempt tries again
    return result;
  }, [start]);
  // After a request is stored, the next one needs a solution of its own.
  return { host, take, renew: start };
}

/** The browser's side of sending: the site's client, loaded on first use, and the real clock. */
const BROWSER: Omit<SubmitDeps, 'humanCheck' | 'preview'> = {
  async insert(row) {
    const result = await (await import('../lib/supabase/client.ts')).insertContact(row);
    // Stored (a duplicate: by an earlier attempt of this submission, which showed no success):
    // counted as a lead, with where the visit came from and nothing of the person.
    if (result.ok || result.kind === 'duplicate') measure('Lead', leadOrigin(row));
    return result;
  },
  async attribution() {
    try {
      return (await import('../lib/attribution.ts')).attributionOfSession(location.pathname);
    } catch {
      return {}; // the module did not load: the request still goes, without its origin
    }
  },
  // Read when sending: the page's script has picked the variant before the first paint.
  experiment: () => experimentOfPage(document.documentElement),
  now: Date.now,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  newId: newSubmissionId,
};

/** The request's origin columns that are set, for the analytics (src/client/plausible.ts). */
function leadOrigin(row: Partial<AttributedContactRow>): Record<string, string> {
  const { landing_page, form_page, utm_source, referrer } = row;
  const set = Object.entries({ landing_page, form_page, utm_source, referrer });
  return Object.fromEntries(set.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The fields a visitor has filled in, read from the page's own inputs. */
function valuesTypedBeforeHydration(element: HTMLFormElement): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {};
  for (const name of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const input = element.elements.namedItem(name);
    if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== '')
      typed[name] = input.value;
  }
  return typed;
}

export function ContactForm(props: ContactFormProps & EarlySubmitProps) {
  const { copy, trapLabel, reach, bookingUrl, newTabLabel, turnstileSiteKey, takeEarlySubmit } = props;
  const draft = useDraft(EMPTY);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  /** The booking page for the visitor who just sent, filled in with their name and e-mail; undefined: closed. */
  const [thanks, setThanks] = useState<{ booking: string | null }>();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** Set synchronously, unlike state: a second submit in the same tick must not send again. */
  const inFlight = useRef(false);
  const humanCheck = useHumanCheck(turnstileSiteKey);
  const preview = isPreview();

  // What was typed while React loaded is in the fields, not yet in state: kept (over a restored
  // draft). The button is disabled until then, unless the loader enabled it and keeps the press.
  const adopt = useCallback(
    (form: HTMLFormElement) => {
      const typed = valuesTypedBeforeHydration(form);
      if (Object.keys(typed).length) setValues((prev) => ({ ...prev, ...typed }));
    },
    [setValues],
  );
  const { ready, startedAt } = useHydration(formRef, adopt, takeEarlySubmit);

  const set = (field: ContactField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field])
      setErrors((prev) => ({ ...prev, [field]: validateContact({ ...values, [field]: value }, copy.errors)[field] }));
  };

  const focusField = (field: ContactField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const show = (outcome: SubmitOutcome) => {
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focusField(outcome.focus);
    } else if (outcome.kind === 'sent') {
      humanCheck.renew();
      const name = `${values.firstName} ${values.lastName}`;
      setThanks({ booking: bookingUrl ? bookingLink(bookingUrl, name, values.email) : null });
      draft.clear();
      setErrors({});
      setFailure('');
    } else {
      const { field, message } = outcome;
      setErrors(field ? { [field]: message } : {});
      if (field) focusField(field);
      setFailure(message);
    }
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || !ready) return; // locked until the request settles
    inFlight.current = true;
    setFailure('');
    setSending(true);
    const submission = {
      values,
      honeypotFilled: Boolean(honeypot.current?.value),
      startedAt: startedAt.current,
      restored: draft.restored,
      retryId: draft.retryIdFor(values) ?? null,
      saveForSending: draft.saveForSending,
    };
    try {
      show(await submitContact(submission, copy, reach, { ...BROWSER, humanCheck: humanCheck.take, preview }));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const closeThanks = () => {
    setThanks(undefined);
    submitButton.current?.focus();
  };

  return (
    <>
      {/* method="post": should anything submit it before hydration, the values stay out of the URL. */}
      <form
        ref={formRef}
        className="mt-6"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={copy.title}
        data-contact-form
      >
        <ContactFields copy={copy} values={values} errors={errors} onChange={set} />
        <Honeypot label={trapLabel} inputRef={honeypot} />
        <HumanCheckHost host={humanCheck.host} visible={Boolean(turnstileSiteKey)} />
        <FormNotices previewNote={preview ? copy.previewNote : null} failure={failure} />
        <button
          ref={submitButton}
          type="submit"
          className="btn-primary mt-4 w-full sm:w-auto disabled:cursor-wait disabled:opacity-70"
          disabled={sending || (!ready && !takeEarlySubmit)}
        >
          {sending ? copy.submitting : copy.submit}
        </button>
        <PrivacyNote copy={copy} />
      </form>
      <ThankYouDialog
        open={thanks !== undefined}
        onClose={closeThanks}
        copy={{ title: copy.successTitle, text: copy.successText, close: copy.close }}
        action={thanks?.booking ? { href: thanks.booking, label: copy.bookingAction, newTabLabel } : undefined}
      />
    </>
  );
}

/**
 * Where the human check's widget works. ALTCHA works out of sight (display "invisible"): nothing
 * to see or do. Turnstile shows a challenge here when it must: visible, and reachable by
 * assistive technology.
 */
function HumanCheckHost({ host, visible }: { host: RefObject<HTMLDivElement | null>; visible: boolean }) {
  return visible ? (
    <div ref={host} className="mt-4 empty:hidden" />
  ) : (
    <div ref={host} aria-hidden="true" className="hidden" />
  );
}

/** Above the button: a preview build's note (its requests are never e-mailed), and why sending failed. */
function FormNotices({ previewNote, failure }: { previewNote: string | null; failure: string }) {
  return (
    <>
      {previewNote ? (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{previewNote}</p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-rose-800">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/** The five fields, each with its label, its input and the line its error appears on. */
function ContactFields({
  copy,
  values,
  errors,
  onChange,
}: {
  copy: ContactFormProps['copy'];
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: ContactField) => (event: { currentTarget: { value: string } }) => void;
}) {
  const common = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: onChange(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `contact-${name}-error`,
    className: `mt-1.5 block w-full rounded-lg border bg-white px-4 py-2.5 text-ink placeholder:text-slate-500 ${errors[name] ? 'border-rose-600' : 'border-slate-300'}`,
    maxLength: CONTACT_LIMITS[name],
  });
  const field = (name: ContactField, input: ReactNode) => (
    <div className={name === 'message' || name === 'email' ? 'sm:col-span-2' : ''}>
      <label htmlFor={`contact-${name}`} className="block font-medium text-ink">
        {copy.labels[name]}
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
  const required = { required: true, 'aria-required': true } as const;
  return (
    <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
      {field('firstName', <input type="text" autoComplete="given-name" {...required} {...common('firstName')} />)}
      {field('lastName', <input type="text" autoComplete="family-name" {...required} {...common('lastName')} />)}
      {field('email', <input type="email" autoComplete="email" {...required} {...common('email')} />)}
      {field('phone', <input type="tel" autoComplete="tel" {...common('phone')} />)}
      {field(
        'message',
        <textarea rows={5} placeholder={copy.messagePlaceholder} {...required} {...common('message')} />,
      )}
    </div>
  );
}

/** A field hidden from people and assistive technology: bots fill every field. */
function Honeypot({ label, inputRef }: { label: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">{label}</label>
      <input
        ref={inputRef}
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** "By sending, you agree to our {link}": the privacy policy linked in its sentence. */
function PrivacyNote({ copy }: { copy: ContactFormProps['copy'] }) {
  const [before, after = ''] = copy.privacyNote.split('{link}');
  return (
    <p className="mt-4 text-sm text-slate-600">
      {before}
      <a href={copy.privacyLink.href} className="link font-medium">
        {copy.privacyLink.label}
      </a>
      {after}
    </p>
  );
}
