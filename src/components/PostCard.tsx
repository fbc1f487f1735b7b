import type { SitePost } from '../content/index.ts';
import type { Ui } from '../content/schemas/ui.ts';
import type { EntryStatus } from '../lib/entry-status.ts';
import { fillTemplate, formatDate } from '../lib/format.ts';
import { COLOR_CLASSES } from './colors.ts';
import { Icon } from './Icon.tsx';
import { PostStatusLabel } from './PostStatusLabel.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/** What a card shows of its article. */
export type PostCardContent = Pick<
  SitePost,
  'slug' | 'title' | 'excerpt' | 'date' | 'readTime' | 'cardCategory' | 'color' | 'image'
> & { status?: EntryStatus };

export function PostCard({
  post,
  readMore,
  ui,
  eager = false,
}: {
  post: PostCardContent;
  /** The link text under the excerpt. */
  readMore: string;
  ui: { article: Pick<Ui['article'], 'readTime'> };
  eager?: boolean;
}) {
  const colors = COLOR_CLASSES[post.color];
  return (
    <article className="card flex h-full flex-col overflow-hidden p-0!" data-animate>
      <ResponsiveImage
        src={post.image}
        alt=""
        width={1200}
        height={630}
        className="aspect-40/21 h-auto w-full object-cover"
        loading={eager ? 'eager' : 'lazy'}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="separated text-sm text-slate-600 [--separator:'·']">
          <ul>
            <PostStatusLabel status={post.status} />
            <li>
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${colors.icon}`}>{post.cardCategory}</span>
            </li>
            <li>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </li>
            <li>{fillTemplate(ui.article.readTime, { minutes: post.readTime })}</li>
          </ul>
        </div>
        <h2 className="mt-4 text-xl font-semibold text-ink">
          <a href={`/blog/${post.slug}`} className="hover:text-brand">
            {post.title}
          </a>
        </h2>
        <p className="mt-3 flex-1 leading-7 text-slate-600">{post.excerpt}</p>
        {/* A second, larger click target for pointer users; the title link above is the one announced. */}
        {/* biome-ignore lint/a11y/useAnchorContent: hidden on purpose, it repeats the title link. */}
        <a
          href={`/blog/${post.slug}`}
          className={`mt-5 inline-flex items-center gap-1.5 font-semibold ${colors.text} hover:underline`}
          aria-hidden="true"
          tabIndex={-1}
        >
          {readMore}
          <Icon name="arrow" className="h-4 w-4" />
        </a>
      </div>
    </article>
  );
}
