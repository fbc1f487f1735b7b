import { SEARCH_PATH } from '../content/routes.ts';
import { Icon } from './Icon.tsx';

const VARIANTS = {
  // Beside the call to action on large screens: an icon, its name for screen readers.
  bar: 'hidden h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink lg:inline-flex',
  // An item of the phone menu, like the others, with the icon before its name.
  menu: 'flex items-center gap-2 rounded-lg px-3 py-3 font-medium text-ink hover:bg-slate-100',
} as const;

/** The header's link to the search page, on every page: in the bar on large screens, in the phone menu. */
export function SearchLink({ label, path, variant }: { label: string; path: string; variant: keyof typeof VARIANTS }) {
  return (
    <a
      href={SEARCH_PATH}
      className={`${VARIANTS[variant]} [&[aria-current]]:text-brand`}
      aria-current={path === SEARCH_PATH ? 'page' : undefined}
    >
      <Icon name="search" className="h-5 w-5" />
      <span className={variant === 'bar' ? 'sr-only' : undefined}>{label}</span>
    </a>
  );
}
