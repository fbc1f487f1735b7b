import type { PostStatus } from '../content/index.ts';
import type { Ui } from '../content/schemas/ui.ts';
import { fillTemplate, formatDate } from '../lib/format.ts';

/**
 * An item of an article's meta line that marks it as not live yet: only deploy previews show
 * drafts and scheduled articles, and an editor must not mistake one for a published article.
 */
export function PostStatusLabel({ post, ui }: { post: { status?: PostStatus; date: string }; ui: Ui }) {
  if (!post.status || post.status === 'live') return null;
  const label =
    post.status === 'draft' ? ui.article.draft : fillTemplate(ui.article.scheduled, { date: formatDate(post.date) });
  return (
    <li>
      <span
        className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-400"
        data-post-status={post.status}
      >
        {label}
      </span>
    </li>
  );
}
