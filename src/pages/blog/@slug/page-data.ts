/**
 * What /blog/<slug> shows (./+Page.tsx) and says in its head: the article, the cards of the
 * articles before and after it (or back to the blog), the blog's labels. Pure: the page's data hook (./+data.ts) and the
 * editor's preview compute it from the content.
 */
import type { ArticleLink } from '../../../components/ArticleNavCard.tsx';
import { entryStatus } from '../../../lib/entry-status.ts';
import { absoluteUrl, pageMeta, socialImage, titled } from '../../../lib/seo.ts';
import { entryOf, trailOf } from '../../entries.ts';
import type { PageInput } from '../../types.ts';

export function postData(input: PageInput<'post'>) {
  const { content, route, origin } = input;
  const { blog, ui } = content;
  const post = entryOf(content.posts, route.slug);
  const toBlog: ArticleLink = { href: '/blog', label: blog.backToBlog, title: blog.heading.title };
  /** The card of a neighbouring article, or back to the blog when there is none. */
  const linkTo = (slug: string | null, label: string): ArticleLink => {
    const found = slug ? content.posts.find((p) => p.slug === slug) : undefined;
    return found ? { href: `/blog/${found.slug}`, label, title: found.title } : toBlog;
  };
  const previous = linkTo(post.previous, blog.previousLabel);
  const blogPosting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: absoluteUrl(origin, post.image),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    keywords: post.keywords?.join(', '),
    wordCount: post.words,
    author: { '@type': 'Organization', name: blog.author, url: `${origin}/about` },
    publisher: { '@id': `${origin}/#organization` },
    mainEntityOfPage: absoluteUrl(origin, route.path),
  };
  const { title, excerpt, category, color, date, readTime, image, imageAlt, html, cta } = post;
  return {
    meta: pageMeta(input, {
      title: titled(content, post.title),
      description: post.description,
      keywords: post.keywords,
      ogType: 'article',
      image: socialImage(origin, post.image),
      imageAlt: post.imageAlt,
      publishedTime: post.date,
      jsonLd: [blogPosting],
    }),
    props: {
      post: { title, excerpt, category, color, date, readTime, image, imageAlt, html, cta },
      status: entryStatus(post, ui.article),
      tldr: post.tldr ? { text: post.tldr, title: ui.article.summaryTitle, label: ui.article.summary } : undefined,
      author: blog.author,
      cta: blog.cta,
      nav: { label: ui.article.moreArticles, previous, next: linkTo(post.next, blog.nextLabel) },
      /** The link back to the blog under the cards, when the previous card is not already that. */
      backToBlog: previous === toBlog ? undefined : blog.backToBlog,
      ui: { article: { readTime: ui.article.readTime, byline: ui.article.byline } },
      breadcrumbs: trailOf(input),
    },
    pictures: [post.image],
  };
}
