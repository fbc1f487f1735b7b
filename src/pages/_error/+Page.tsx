// https://vike.dev/error-page — pre-rendered to 404.html, which static hosts serve for unknown paths.
import { LinkItems, offeringLinks } from '../../components/LinkItems.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

/** One titled column of links: where a visitor who took a wrong turn may have meant to go. */
function LinkListNav({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        <LinkItems links={links} className="link" />
      </ul>
    </nav>
  );
}

export default function NotFoundPage({ notFound, services, industries }: PropsOf<Data>) {
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-brand sm:text-8xl" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{notFound.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{notFound.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/" className="btn-primary">
          {notFound.home}
        </a>
        <button type="button" className="btn-secondary" data-go-back>
          {notFound.back}
        </button>
      </div>
      <div className="mx-auto mt-16 grid max-w-3xl gap-8 text-left sm:grid-cols-2">
        <LinkListNav id="nf-services" title={notFound.servicesTitle} links={offeringLinks('services', services)} />
        <LinkListNav
          id="nf-industries"
          title={notFound.industriesTitle}
          links={offeringLinks('industries', industries)}
        />
      </div>
    </section>
  );
}
