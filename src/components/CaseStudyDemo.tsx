/**
 * The working demo of a case study: a real form with labelled controls, and a status region
 * where src/client/demo.ts writes the answer. Without JavaScript the form submits nowhere
 * (method="dialog" outside a dialog does nothing), so no value ever leaves the page.
 */
import type { ReactNode } from 'react';
import type { CaseStudyEntry } from '../content/load.ts';
import type { PropertyFinderDemo, ReservationDemo, SpaBookingDemo } from '../content/schemas/demo.ts';
import { type DemoData, guestsLabel, listingCities, type Offer, treatmentLabel } from '../lib/demos.ts';
import { fillTemplate, formatClock } from '../lib/format.ts';
import { NOT_INDEXED } from '../lib/search-index.ts';

const CONTROL =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-ink placeholder:text-slate-500';

function Field({
  id,
  label,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

function Choice({ id, name, options }: { id: string; name: string; options: { value: string; label: string }[] }) {
  return (
    <select id={id} name={name} className={CONTROL} defaultValue={options[0]?.value}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The date (today or later, set by the page script) and a time from the demo's slots. */
function DateAndTime({ labels, times }: { labels: { date: string; time: string }; times: string[] }) {
  return (
    <>
      <Field id="demo-date" label={labels.date}>
        <input id="demo-date" name="date" type="date" required className={CONTROL} />
      </Field>
      <Field id="demo-time" label={labels.time}>
        <Choice id="demo-time" name="time" options={times.map((t) => ({ value: t, label: formatClock(t) }))} />
      </Field>
    </>
  );
}

function ReservationFields({ demo }: { demo: ReservationDemo }) {
  const sizes = Array.from({ length: demo.maxPartySize }, (_, i) => i + 1);
  return (
    <>
      <DateAndTime labels={demo.labels} times={demo.times} />
      <Field id="demo-guests" label={demo.labels.partySize}>
        <select id="demo-guests" name="guests" className={CONTROL} defaultValue="2">
          {sizes.map((n) => (
            <option key={n} value={n}>
              {guestsLabel(demo, n)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="demo-table" label={demo.labels.table}>
        <Choice id="demo-table" name="table" options={demo.tables.map((t) => ({ value: t.name, label: t.name }))} />
      </Field>
      <Field id="demo-requests" label={demo.labels.requests} wide>
        <textarea
          id="demo-requests"
          name="requests"
          rows={3}
          maxLength={500}
          className={`${CONTROL} py-2`}
          placeholder={demo.requestsPlaceholder}
        />
      </Field>
    </>
  );
}

function PropertyFinderFields({ demo }: { demo: PropertyFinderDemo }) {
  const bedrooms = Array.from({ length: demo.maxBedroomChoice }, (_, i) => i + 1);
  return (
    <>
      <Field id="demo-city" label={demo.labels.city}>
        <Choice
          id="demo-city"
          name="city"
          options={[
            { value: '', label: demo.labels.anyCity },
            ...listingCities(demo).map((c) => ({ value: c, label: c })),
          ]}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{demo.labels.deal}</legend>
        <div className="mt-1.5 flex min-h-11 items-center gap-6">
          {(['buy', 'rent'] as const).map((deal) => (
            <label key={deal} className="inline-flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="deal"
                value={deal}
                defaultChecked={deal === 'buy'}
                className="h-5 w-5 accent-brand"
              />
              {demo.labels[deal]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="demo-budget" label={demo.labels.budget}>
        <input
          id="demo-budget"
          name="budget"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          required
          className={CONTROL}
        />
      </Field>
      <Field id="demo-bedrooms" label={demo.labels.bedrooms}>
        <Choice
          id="demo-bedrooms"
          name="bedrooms"
          options={[
            { value: '0', label: demo.anyBedrooms },
            ...bedrooms.map((n) => ({ value: String(n), label: fillTemplate(demo.bedroomChoices, { count: n }) })),
          ]}
        />
      </Field>
      <div className="border-t border-slate-200 pt-4 sm:col-span-2">
        <fieldset>
          <legend className="text-base font-semibold text-ink">{demo.qualifyTitle}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {demo.questions.map((q, i) => (
              <Field key={q.label} id={`demo-question-${i}`} label={q.label}>
                <Choice
                  id={`demo-question-${i}`}
                  name={`question-${i}`}
                  options={q.options.map((o, j) => ({ value: String(j), label: o.label }))}
                />
              </Field>
            ))}
          </div>
        </fieldset>
      </div>
    </>
  );
}

function SpaBookingFields({ demo, offers }: { demo: SpaBookingDemo; offers: Offer[] }) {
  return (
    <>
      <Field id="demo-treatment" label={demo.labels.treatment} wide>
        <Choice
          id="demo-treatment"
          name="treatment"
          options={offers.map((o, i) => ({ value: String(i), label: treatmentLabel(demo, o) }))}
        />
      </Field>
      <DateAndTime labels={demo.labels} times={demo.times} />
    </>
  );
}

export function CaseStudyDemo({ study }: { study: Pick<CaseStudyEntry, 'demo' | 'offers'> }) {
  const { demo } = study;
  const offers = study.offers?.items ?? [];
  const data: DemoData = { demo, offers };
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 bg-slate-50 py-14">
      <div className="container-page">
        <div className="max-w-3xl">
          <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {demo.badge}
          </p>
          <h2 id="demo-title" className="mt-3 text-3xl font-bold text-ink">
            {demo.title}
          </h2>
          <p className="mt-2 text-lg text-slate-600">{demo.intro}</p>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-5">
          <form
            className="card lg:col-span-3"
            method="dialog"
            aria-labelledby="demo-title"
            data-demo={JSON.stringify(data)}
            data-answer="demo-answer"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              {demo.kind === 'reservation' ? <ReservationFields demo={demo} /> : null}
              {demo.kind === 'propertyFinder' ? <PropertyFinderFields demo={demo} /> : null}
              {demo.kind === 'spaBooking' ? <SpaBookingFields demo={demo} offers={offers} /> : null}
            </div>
            <button type="submit" className="btn-primary mt-6 w-full">
              {demo.button}
            </button>
            <p className="mt-3 text-sm text-slate-600">{demo.note}</p>
          </form>
          <section
            aria-labelledby="demo-answer-title"
            className="card flex scroll-mt-20 flex-col lg:col-span-2"
            {...NOT_INDEXED}
          >
            <h3 id="demo-answer-title" className="text-lg font-semibold text-ink">
              {demo.answerTitle}
            </h3>
            <div
              id="demo-answer"
              role="status"
              aria-live="polite"
              aria-atomic="true"
              tabIndex={-1}
              className="mt-4 flex-1 outline-none"
            >
              <p className="text-slate-600">{demo.waiting}</p>
            </div>
          </section>
        </div>
      </div>
    </section>
  );
}
