import { Icon, type IconName } from './Icon.tsx';

/** The two looks of a pill: white on the hero's tinted background, green for the trust badges. */
const PILL_TONES = {
  white: {
    pill: 'inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm ring-1 ring-slate-200',
    icon: 'h-4 w-4 text-emerald-600',
  },
  emerald: {
    pill: 'inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800',
    icon: 'h-4 w-4',
  },
} as const;

/** A wrapping row of short phrases, each in a pill after the same icon: the hero's claims, the home page's badges. */
export function IconPills({
  items,
  icon,
  tone,
  className,
  label,
}: {
  items: readonly string[];
  icon: IconName;
  tone: keyof typeof PILL_TONES;
  className: string;
  /** What the list is, for screen readers, when no heading right before it says so. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={PILL_TONES[tone].pill}>
          <Icon name={icon} className={PILL_TONES[tone].icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
