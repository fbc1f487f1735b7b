import { ContactForm } from '../islands/ContactForm.tsx';
import { DRAFT_KEY } from '../islands/useDraft.ts';
import type { ContactFormProps } from '../lib/contact-form.ts';
import { Island } from './Island.tsx';

/**
 * The contact form in its card: heading, the form island (hydrated once the visitor starts using
 * it, or at once with a saved draft), and what browsers without JavaScript get instead. On the
 * contact page and as a landing page's contact-form section; a request names the page it was
 * sent from.
 */
export function ContactFormCard({
  id = 'contact-form',
  title,
  intro,
  form,
  className,
}: {
  id?: string;
  title: string;
  intro?: string;
  form: ContactFormProps;
  className: string;
}) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-2 leading-7 text-slate-600">{intro}</p> : null}
      <Island name="ContactForm" component={ContactForm} hydrate="used" savedUnder={DRAFT_KEY} props={form} />
      <noscript>
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {form.copy.noScript}
        </p>
      </noscript>
    </section>
  );
}
