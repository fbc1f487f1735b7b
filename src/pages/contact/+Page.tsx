// https://vike.dev/Page — /contact: the form island, contact details and what happens next.
import { ContactDetails } from '../../components/ContactDetails.tsx';
import { ContactFormCard } from '../../components/ContactFormCard.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function ContactPage(props: PropsOf<Data>) {
  const { industries, nextSteps } = props;
  const panel = props.getInTouch;
  return (
    <>
      <PageHero title={props.title} intro={props.intro} />
      <div className="container-page grid items-start gap-10 pb-20 lg:grid-cols-5">
        <ContactFormCard
          title={props.formTitle}
          className="card sm:p-8! lg:sticky lg:top-24 lg:col-span-3"
          form={props.form}
        />
        <div className="space-y-6 lg:col-span-2">
          <section className="card" aria-labelledby="get-in-touch-title">
            <h2 id="get-in-touch-title" className="text-xl font-bold text-ink">
              {panel.title}
            </h2>
            <ContactDetails contact={props.details} layout="panel" labels={panel} />
          </section>
          <section className="card" aria-labelledby="industries-served-title">
            <h2 id="industries-served-title" className="text-xl font-bold text-ink">
              {industries.title}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {industries.items.map((i) => (
                <li key={i.slug}>
                  <a
                    href={`/industries/${i.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand"
                  >
                    {i.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section id="next-steps" className="card bg-paper" aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className="text-xl font-bold text-ink">
              {nextSteps.title}
            </h2>
            <ol className="mt-5 space-y-5">
              {nextSteps.items.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-ink">{step.title}</p>
                    <p className="mt-1 text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
