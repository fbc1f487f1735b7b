// https://vike.dev/Page — /blog and /blog/page/<n>: article cards, paginated.
import { Icon } from '../../components/Icon.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { PostCard } from '../../components/PostCard.tsx';
import { blogPagePath, SEARCH_PATH } from '../../content/routes.ts';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function BlogPage({ heading, breadcrumbs, links, cards, pagination }: PropsOf<Data>) {
  return (
    <>
      <PageHero eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} breadcrumbs={breadcrumbs}>
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-brand">
          <a href={SEARCH_PATH} className="inline-flex items-center gap-2 hover:underline">
            <Icon name="search" className="h-4 w-4" />
            {links.search}
          </a>
          <a href="/rss.xml" className="inline-flex items-center gap-2 hover:underline">
            <Icon name="rss" className="h-4 w-4" />
            {links.rss}
          </a>
        </p>
      </PageHero>
      <section className="container-page pb-16" aria-label={cards.label}>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.posts.map((p, i) => (
            <PostCard key={p.slug} post={p} readMore={cards.readMore} ui={cards.ui} eager={i < 3} />
          ))}
        </div>
        {pagination ? (
          <nav aria-label={pagination.label} className="mt-12 flex flex-wrap justify-center gap-2">
            {Array.from({ length: pagination.pageCount }, (_, i) => i + 1).map((n) => (
              <a
                key={n}
                href={blogPagePath(n)}
                aria-current={n === pagination.page ? 'page' : undefined}
                className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 font-semibold text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                <span className="sr-only">{`${pagination.pageNumber} `}</span>
                {n}
              </a>
            ))}
          </nav>
        ) : null}
      </section>
    </>
  );
}
