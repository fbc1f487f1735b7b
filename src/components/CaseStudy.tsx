import type { CaseStudyEntry } from '../content/load.ts';
import type { Ui } from '../content/schemas/ui.ts';
import { fillTemplate, formatDollars } from '../lib/format.ts';
import type { BreadcrumbTrail } from './Breadcrumbs.tsx';
import { Icon } from './Icon.tsx';
import { PageHero } from './PageHero.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { StatGrid } from './StatGrid.tsx';

type Field = CaseStudyEntry['widget']['fields'][number];

function PreviewField({ field, id }: { field: Field; id: string }) {
  const cls = 'mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 text-slate-700';
  const control =
    field.type === 'select' ? (
      <select id={id} className={cls} defaultValue={field.options?.[0]}>
        {field.options?.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    ) : field.type === 'textarea' ? (
      <textarea id={id} rows={3} className={`${cls} py-2`} placeholder={field.placeholder} />
    ) : (
      <input id={id} type={field.type} className={cls} placeholder={field.placeholder} />
    );
  return (
    <div className={field.type === 'textarea' ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {field.label}
      </label>
      {control}
    </div>
  );
}

function Block({ id, block }: { id: string; block: CaseStudyEntry['challenge'] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card" data-animate>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
        {block.title}
      </h2>
      <p className="mt-4 leading-7 text-slate-600">{block.text}</p>
      {block.points.length ? (
        <ul className="mt-5 space-y-3">
          {block.points.map((p) => (
            <li key={p} className="flex gap-3 text-slate-700">
              <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-emerald-600" />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function CaseStudy({ study, ui, breadcrumbs }: { study: CaseStudyEntry; ui: Ui; breadcrumbs: BreadcrumbTrail }) {
  return (
    <>
      <PageHero eyebrow={study.hero.eyebrow} title={study.hero.title} intro={study.hero.text} breadcrumbs={breadcrumbs}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={study.liveDemo.url} target="_blank" rel="noopener noreferrer" className="btn-primary">
            {study.liveDemo.label}
            <Icon name="arrow" className="h-5 w-5" />
            <span className="sr-only">{ui.newTab}</span>
          </a>
          <a href={study.closing.cta.href} className="btn-secondary">
            {study.closing.cta.label}
          </a>
        </div>
        <div className="mt-10">
          <StatGrid stats={study.hero.claims} />
        </div>
      </PageHero>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
        <ResponsiveImage
          src={study.image}
          alt={study.imageAlt}
          width={960}
          height={540}
          className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-slate-200"
          loading="lazy"
          sizes="(min-width: 1152px) 33rem, (min-width: 1024px) 50vw, 100vw"
        />
        <section id="demo" aria-labelledby="demo-title" className="card">
          <h2 id="demo-title" className="text-2xl font-bold text-ink">
            {study.widget.title}
          </h2>
          <p className="mt-2 text-slate-600">{study.widget.intro}</p>
          <form className="mt-6" aria-labelledby="demo-title" action="#demo">
            <fieldset disabled className="grid gap-4 sm:grid-cols-2">
              <legend className="sr-only">{fillTemplate(ui.caseStudy.preview, { title: study.widget.title })}</legend>
              {study.widget.fields.map((f, i) => (
                <PreviewField key={f.label} field={f} id={`demo-field-${i}`} />
              ))}
              <button type="button" className="btn-primary sm:col-span-2">
                {study.widget.button}
              </button>
            </fieldset>
            <p className="mt-3 text-sm text-slate-600">{study.widget.note}</p>
          </form>
        </section>
      </div>

      {study.offers ? (
        <section className="container-page pb-12" aria-labelledby="offers-title">
          <h2 id="offers-title" className="text-2xl font-bold text-ink">
            {study.offers.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {study.offers.items.map((o) => (
              <li key={o.name} className="card">
                <p className="text-lg font-semibold text-ink">{o.name}</p>
                <p className="mt-2 text-slate-600">{fillTemplate(ui.caseStudy.duration, { minutes: o.minutes })}</p>
                <p className="mt-1 text-3xl font-bold text-brand">{formatDollars(o.price)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="container-page grid gap-6 pb-12 lg:grid-cols-2">
        <Block id="challenge" block={study.challenge} />
        <Block id="solution" block={study.solution} />
      </div>

      <section id="tech-stack" aria-labelledby="tech-stack-title" className="container-page pb-12">
        <h2 id="tech-stack-title" className="text-2xl font-bold text-ink">
          {study.techStack.title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {study.techStack.items.map((t) => (
            <li key={t.name} className="card">
              <p className="font-semibold text-ink">{t.name}</p>
              <p className="mt-1 text-slate-600">{t.purpose}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="results" aria-labelledby="results-title" className="bg-ink py-16">
        <div className="container-page">
          <h2 id="results-title" className="mb-8 text-center text-3xl font-bold text-white">
            {study.results.title}
          </h2>
          <StatGrid stats={study.results.items} dark />
        </div>
      </section>

      <section className="container-page py-16 text-center" aria-labelledby="closing-title">
        <h2 id="closing-title" className="text-3xl font-bold text-ink">
          {study.closing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-600">{study.closing.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={study.closing.cta.href} className="btn-primary">
            {study.closing.cta.label}
          </a>
          <a href={study.liveDemo.url} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            {study.liveDemo.label}
            <span className="sr-only">{ui.newTab}</span>
          </a>
        </div>
      </section>
    </>
  );
}
