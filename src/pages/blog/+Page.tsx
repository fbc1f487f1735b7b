// https://vike.dev/Page — /blog and /blog/page/<n>: article cards, paginated.
import { Icon } from '../../components/Icon.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { PostCard } from '../../components/PostCard.tsx';
import { blogPagePath, SEARCH_PATH } from '../../content/routes.ts';
import { fillTemplate } from '../../lib/format.ts';
import type { PageProps } from '../types.ts';

export default function BlogPage({ content, route, breadcrumbs }: PageProps) {
  const { blog, ui } = content;
  const { posts } = content;
  const page = route.page ?? 1;
  const pageCount = Math.max(1, Math.ceil(posts.length / blog.postsPerPage));
  const shown = posts.slice((page - 1) * blog.postsPerPage, page * blog.postsPerPage);
  return (
    <>
      <PageHero
        eyebrow={blog.heading.eyebrow}
        title={page > 1 ? fillTemplate(ui.blog.pageHeading, { title: blog.heading.title, page }) : blog.heading.title}
        intro={blog.heading.intro}
        breadcrumbs={{ label: ui.breadcrumbs.trail, items: breadcrumbs }}
      >
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-brand">
          <a href={SEARCH_PATH} className="inline-flex items-center gap-2 hover:underline">
            <Icon name="search" className="h-4 w-4" />
            {ui.blog.searchLink}
          </a>
          <a href="/rss.xml" className="inline-flex items-center gap-2 hover:underline">
            <Icon name="rss" className="h-4 w-4" />
            {ui.blog.rssLink}
          </a>
        </p>
      </PageHero>
      <section className="container-page pb-16" aria-label={ui.blog.cards}>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p, i) => (
            <PostCard key={p.slug} post={p} readMore={blog.readMore} ui={ui} eager={i < 3} />
          ))}
        </div>
        {pageCount > 1 ? (
          <nav aria-label={ui.blog.pagination} className="mt-12 flex flex-wrap justify-center gap-2">
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
              <a
                key={n}
                href={blogPagePath(n)}
                aria-current={n === page ? 'page' : undefined}
                className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 font-semibold text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                <span className="sr-only">{`${ui.blog.pageNumber} `}</span>
                {n}
              </a>
            ))}
          </nav>
        ) : null}
      </section>
    </>
  );
}
