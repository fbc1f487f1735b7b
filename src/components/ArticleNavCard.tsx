import { Icon } from './Icon.tsx';

/** Where an article's previous/next card leads: a neighbouring article, or back to the blog. */
export interface ArticleLink {
  href: string;
  /** Small line with the arrow, e.g. "Previous Article". */
  label: string;
  /** The article's (or the blog's) title. */
  title: string;
}

/** One of the two cards at the end of an article; "previous" points left, "next" right. */
export function ArticleNavCard({ link, direction }: { link: ArticleLink; direction: 'previous' | 'next' }) {
  const next = direction === 'next';
  return (
    <a href={link.href} className={next ? 'card text-right hover:border-brand' : 'card hover:border-brand'}>
      <span className={`flex items-center ${next ? 'justify-end ' : ''}gap-1 text-sm text-slate-600`}>
        {next ? null : <Icon name="arrowLeft" className="h-4 w-4" />}
        {link.label}
        {next ? <Icon name="arrow" className="h-4 w-4" /> : null}
      </span>
      <span className="mt-1 block font-semibold text-ink">{link.title}</span>
    </a>
  );
}
