import type { PostFrontMatter } from '../content/schemas/markdown.ts';
import type { Ui } from '../content/schemas/ui.ts';
import type { EntryStatus } from '../lib/entry-status.ts';
import { fillTemplate, formatDate } from '../lib/format.ts';
import { Breadcrumbs, type BreadcrumbTrail } from './Breadcrumbs.tsx';
import { COLOR_CLASSES } from './colors.ts';
import { PostStatusLabel } from './PostStatusLabel.tsx';

/** The top of an article: breadcrumbs, category, date, reading time, author, title and excerpt. */
export function ArticleHeader({
  post,
  author,
  ui,
  breadcrumbs,
}: {
  post: Pick<PostFrontMatter, 'title' | 'excerpt' | 'category' | 'color' | 'date' | 'readTime'> & {
    status?: EntryStatus;
  };
  author: string;
  ui: { article: Pick<Ui['article'], 'readTime' | 'byline'> };
  breadcrumbs?: BreadcrumbTrail;
}) {
  return (
    <header className="bg-linear-to-b from-indigo-50 to-white">
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <Breadcrumbs trail={breadcrumbs} />
        <div className="separated mt-6 text-sm text-slate-600 [--separator:'·']">
          <ul>
            <PostStatusLabel status={post.status} />
            <li>
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${COLOR_CLASSES[post.color].icon}`}>
                {post.category}
              </span>
            </li>
            <li>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </li>
            <li>{fillTemplate(ui.article.readTime, { minutes: post.readTime })}</li>
            <li>{fillTemplate(ui.article.byline, { author: author })}</li>
          </ul>
        </div>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-xl leading-8 text-slate-600">{post.excerpt}</p>
      </div>
    </header>
  );
}
