import type { Cta } from '../content/schemas/common.ts';

/**
 * A full-width coloured band that asks for the consultation: heading, a sentence, the button and,
 * with a prompt, the phone number. The close of the home page, and a landing page's
 * call-to-action section.
 */
export function CallToActionBand({
  id,
  headingId,
  title,
  text,
  cta,
  callPrompt,
  phone,
}: {
  id: string;
  headingId: string;
  title: string;
  text: string;
  cta: Cta;
  /** The words before the phone link; without them, no phone line. */
  callPrompt?: string;
  phone?: { tel: string; display: string };
}) {
  return (
    <section id={id} className="section bg-linear-to-br from-indigo-700 to-cyan-700" aria-labelledby={headingId}>
      <div className="container-page text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-50">{text}</p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <a href={cta.href} className="btn-light">
            {cta.label}
          </a>
          {callPrompt && phone ? (
            <p className="text-indigo-50">
              {callPrompt}{' '}
              <a href={`tel:${phone.tel}`} className="font-semibold text-white underline underline-offset-4">
                {phone.display}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
