/**
 * The items of a list of links (the footer's, the industries in both menus, the 404 page's), for
 * a `ul` the caller writes, so that it can add items of its own after them.
 */
/** Services or industries as links to their own pages: in the menus, and on the 404 page for a visitor who took a wrong turn. */
export const offeringLinks = (kind: 'services' | 'industries', items: readonly { slug: string; title: string }[]) =>
  items.map((item) => ({ href: `/${kind}/${item.slug}`, label: item.title }));

export function LinkItems({
  links,
  className,
  currentPath,
}: {
  links: readonly { href: string; label: string }[];
  className: string;
  /** In a menu: the link to this very page is marked aria-current="page". */
  currentPath?: string;
}) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={className}
            aria-current={currentPath !== undefined && link.href === currentPath ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </>
  );
}
