import type { Breadcrumb } from '../lib/seo.ts';

/** The trail from the home page to the current page, and the name screen readers announce for it. */
export interface BreadcrumbTrail {
  label: string;
  items: Breadcrumb[];
}

/** The trail, or nothing on a page at the top level, which has none. */
export function Breadcrumbs({ trail }: { trail?: BreadcrumbTrail }) {
  if (!trail) return null;
  const { items } = trail;
  return (
    <nav aria-label={trail.label} className="separated text-sm text-slate-600">
      <ol>
        {items.map((b, i) => (
          <li key={b.path}>
            {i === items.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {b.label}
              </span>
            ) : (
              <a href={b.path} className="hover:text-brand hover:underline">
                {b.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
