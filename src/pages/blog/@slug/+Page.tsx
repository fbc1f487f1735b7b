// https://vike.dev/Page — /blog/<slug>: a full article.
import { ArticleHeader } from '../../../components/ArticleHeader.tsx';
import { type ArticleLink, ArticleNavCard } from '../../../components/ArticleNavCard.tsx';
import { MarkdownBody } from '../../../components/MarkdownBody.tsx';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import type { Post } from '../../../content/load.ts';
import { NOT_INDEXED } from '../../../lib/search-index.ts';
import type { PageProps } from '../../types.ts';

export default function PostPage({ content, route, breadcrumbs }: PageProps) {
  const { blog, ui } = content;
  const post = content.posts.find((p) => p.slug === route.slug)!;
  const bySlug = (slug: string | null) => (slug ? content.posts.find((p) => p.slug === slug) : undefined);
  const previous = bySlug(post.previous);
  const next = bySlug(post.next);
  const linkTo = (p: Post, label: string): ArticleLink => ({ href: `/blog/${p.slug}`, label, title: p.title });
  const toBlog: ArticleLink = { href: '/blog', label: blog.backToBlog, title: blog.heading.title };
  return (
    <article>
      <ArticleHeader
        post={post}
        author={blog.author}
        ui={ui}
        breadcrumbs={{ label: ui.breadcrumbs.trail, items: breadcrumbs }}
      />
      <div className="container-page max-w-4xl">
        <ResponsiveImage
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={630}
          className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-slate-200"
          fetchPriority="high"
          sizes="(min-width: 56rem) 52rem, calc(100vw - 2rem)"
        />
        {post.tldr ? (
          <aside
            className="mx-auto mt-10 max-w-[68ch] rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
            aria-label={ui.article.summary}
          >
            <p className="text-sm font-bold tracking-wider text-emerald-800 uppercase">{ui.article.summaryTitle}</p>
            <p className="mt-2 text-lg leading-8 text-emerald-950">{post.tldr}</p>
          </aside>
        ) : null}
        <MarkdownBody className="prose mx-auto mt-10" html={post.html} />
        <section
          {...NOT_INDEXED}
          id="article-cta"
          className="mx-auto mt-14 max-w-[68ch] rounded-2xl bg-linear-to-br from-indigo-700 to-cyan-700 p-8 text-center"
          aria-labelledby="article-cta-title"
        >
          <h2 id="article-cta-title" className="text-2xl font-bold text-white">
            {post.cta.heading}
          </h2>
          <p className="mt-3 leading-7 text-indigo-50">{post.cta.text}</p>
          <a href={blog.cta.href} className="btn-light mt-6">
            {blog.cta.label}
          </a>
        </section>
        <nav aria-label={ui.article.moreArticles} className="mx-auto my-14 grid max-w-[68ch] gap-4 sm:grid-cols-2">
          <ArticleNavCard direction="previous" link={previous ? linkTo(previous, blog.previousLabel) : toBlog} />
          <ArticleNavCard direction="next" link={next ? linkTo(next, blog.nextLabel) : toBlog} />
        </nav>
        {previous ? (
          <p className="mb-14 text-center" {...NOT_INDEXED}>
            <a href="/blog" className="link">
              {blog.backToBlog}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
