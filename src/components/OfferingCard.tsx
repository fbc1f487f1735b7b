import type { ServiceCard } from '../content/schemas/offerings.ts';
import { NOT_INDEXED } from '../lib/search-index.ts';
import { COLOR_CLASSES } from './colors.ts';
import { Icon } from './Icon.tsx';

/** A service or industry card: icon, title, description, three benefits, a link to its page. */
export function OfferingCard({
  item,
  href,
  linkLabel,
  headingLevel = 'h3',
}: {
  item: Pick<ServiceCard, 'title' | 'description' | 'benefits' | 'icon' | 'color'>;
  href: string;
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const colors = COLOR_CLASSES[item.color];
  const Heading = headingLevel;
  return (
    <article
      className={`card flex h-full flex-col border-t-4 ${colors.border} transition-shadow hover:shadow-lg`}
      data-animate
    >
      <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${colors.icon}`}>
        <Icon name={item.icon} />
      </span>
      <Heading className="mt-5 text-xl font-semibold text-ink">{item.title}</Heading>
      <p className="mt-3 leading-7 text-slate-600">{item.description}</p>
      <ul className="mt-5 space-y-2">
        {item.benefits.map((b) => (
          <li key={b} className="flex gap-2 text-slate-700">
            <Icon name="check" className={`mt-1 h-4 w-4 shrink-0 ${colors.text}`} />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <a
        {...NOT_INDEXED}
        href={href}
        className={`mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold ${colors.text} hover:underline`}
      >
        {linkLabel}
        <span className="sr-only">{`: ${item.title}`}</span>
        <Icon name="arrow" className="h-4 w-4" />
      </a>
    </article>
  );
}
