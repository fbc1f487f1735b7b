// https://vike.dev/Page — /search: a search field and the results, found in Pagefind's index by
// the page's own script (./+client.ts, src/client/search.ts). As plain HTML the field is a form
// that sends `?q=` to this page, which the script reads on load.
import { PageHero } from '../../components/PageHero.tsx';
import { SEARCH_PATH } from '../../content/routes.ts';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function SearchPage({ search }: PropsOf<Data>) {
  const [hintBefore, hintAfter = ''] = search.noResultsHint.split('{link}');
  return (
    <>
      <PageHero eyebrow={search.heading.eyebrow} title={search.heading.title} intro={search.heading.intro}>
        <search className="mt-8 block max-w-2xl">
          <form action={SEARCH_PATH} method="get" data-search-form>
            <label htmlFor="search-query" className="block font-medium text-ink">
              {search.label}
            </label>
            <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
              <input
                id="search-query"
                type="search"
                name="q"
                placeholder={search.placeholder}
                autoComplete="off"
                enterKeyHint="search"
                className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-ink placeholder:text-slate-500"
              />
              <button type="submit" className="btn-primary shrink-0">
                {search.submit}
              </button>
            </div>
          </form>
        </search>
        <noscript>
          <p className="mt-6 max-w-2xl rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900">
            {search.noScript}
          </p>
        </noscript>
      </PageHero>
      <section className="container-page pb-20" aria-label={search.label}>
        {/* Says how many pages match; screen readers read it out whenever it changes. */}
        <p
          role="status"
          className="min-h-7 font-semibold text-ink"
          data-search-status
          data-one={search.results.one}
          data-other={search.results.other}
          data-none={search.results.none}
          data-unavailable={search.unavailable}
        />
        <p className="mt-2 text-slate-600" data-search-empty hidden>
          {hintBefore}
          <a href="/blog" className="link">
            {search.noResultsLink}
          </a>
          {hintAfter}
        </p>
        <ol className="mt-6 grid gap-4" data-search-results />
        <button type="button" className="btn-secondary mt-8" data-search-more hidden>
          {search.more}
        </button>
        {/* One result, copied by the script for each page found. */}
        <template data-search-result>
          <li className="card">
            <p className="eyebrow text-xs" data-result-kind />
            <h2 className="mt-1 text-xl font-semibold text-ink">
              {/* biome-ignore lint/a11y/useValidAnchor: a template: the script gives each copy its address. */}
              {/* biome-ignore lint/a11y/useAnchorContent: a template: the script gives each copy its title. */}
              <a className="hover:text-brand hover:underline" data-result-link />
            </h2>
            <p className="mt-2 leading-7 text-slate-600 [&_mark]:bg-amber-100 [&_mark]:text-ink" data-result-excerpt />
          </li>
        </template>
      </section>
    </>
  );
}
