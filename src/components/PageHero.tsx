import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbTrail } from './Breadcrumbs.tsx';

/** Top band of inner pages: breadcrumbs, the page's h1 and an intro. */
export function PageHero({
  eyebrow,
  title,
  intro,
  breadcrumbs,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  breadcrumbs?: BreadcrumbTrail;
  children?: ReactNode;
}) {
  return (
    <section className="bg-linear-to-b from-indigo-50 to-white">
      <div className="container-page py-12 sm:py-16">
        <Breadcrumbs trail={breadcrumbs} />
        {eyebrow ? <p className="eyebrow mt-6">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
