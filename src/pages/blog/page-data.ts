/**
 * What /blog and /blog/page/<n> show (./+Page.tsx) and say in their head: the cards of that
 * page's articles, and the pages to go to. Pure: the pages' data hook (./+data.ts) and the
 * editor's preview compute it from the content.
 */
import { entryStatus } from '../../lib/entry-status.ts';
import { fillTemplate } from '../../lib/format.ts';
import { pageMeta, seoMeta, titled } from '../../lib/seo.ts';
import { trailOf } from '../entries.ts';
import type { PageInput } from '../types.ts';

export function blogData(input: PageInput<'blog'>) {
  const { content, route } = input;
  const { blog, ui, posts } = content;
  const page = route.page ?? 1;
  const pageCount = Math.max(1, Math.ceil(posts.length / blog.postsPerPage));
  const shown = posts.slice((page - 1) * blog.postsPerPage, page * blog.postsPerPage);
  const meta = seoMeta(content, blog.seo);
  const pageTitle = fillTemplate(ui.blog.pageTitle, { title: blog.seo.title, page });
  return {
    meta: pageMeta(input, { ...meta, title: page > 1 ? titled(content, pageTitle) : meta.title }),
    props: {
      heading: {
        eyebrow: blog.heading.eyebrow,
        title: page > 1 ? fillTemplate(ui.blog.pageHeading, { title: blog.heading.title, page }) : blog.heading.title,
        intro: blog.heading.intro,
      },
      breadcrumbs: trailOf(input),
      links: { search: ui.blog.searchLink, rss: ui.blog.rssLink },
      cards: {
        label: ui.blog.cards,
        readMore: blog.readMore,
        posts: shown.map((post) => ({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          date: post.date,
          readTime: post.readTime,
          cardCategory: post.cardCategory,
          color: post.color,
          image: post.image,
          status: entryStatus(post, ui.article),
        })),
        ui: { article: { readTime: ui.article.readTime } },
      },
      pagination:
        pageCount > 1 ? { label: ui.blog.pagination, pageNumber: ui.blog.pageNumber, page, pageCount } : undefined,
    },
    pictures: shown.map((post) => post.image),
  };
}
