import type { Chrome } from '../lib/page-chrome.ts';
import { CompanyHomeLink } from './CompanyHomeLink.tsx';
import { HoldPaintUntilHere } from './HoldPaintUntilHere.tsx';
import { Icon } from './Icon.tsx';
import { LinkItems, offeringLinks } from './LinkItems.tsx';
import { SearchLink } from './SearchLink.tsx';

type NavItem = Chrome['header']['items'][number];
type Industry = Chrome['menuIndustries'][number];

/** Whether the visitor is in this item's section, by path prefix ("/" only on the home page itself). */
export function isCurrent(item: NavItem, path: string): boolean {
  const prefix = item.activePrefix ?? item.href.split('#')[0] ?? '';
  if (prefix === '/' || prefix === '') return item.href === '/' && path === '/';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The item's aria-current: "page" only on the page it links to; "true" on any other page of its
 * section (an article under Blog), so a screen reader does not claim the link is this page.
 */
export function currentState(item: NavItem, path: string): 'page' | 'true' | undefined {
  if (!isCurrent(item, path)) return undefined;
  return item.href.split('#')[0] === path ? 'page' : 'true';
}

/** The Industries entry of the large-screen menu: a button that opens the industries in the menu, and the overview. */
function IndustriesDropdown(props: {
  item: NavItem;
  industries: Industry[];
  path: string;
  allLabel: string;
  toggleClass: string;
}) {
  const { item, industries, path } = props;
  return (
    <li className="dropdown relative" data-dropdown>
      <button
        type="button"
        className={`${props.toggleClass} inline-flex items-center gap-1`}
        aria-expanded="false"
        aria-controls="industries-menu"
        aria-current={isCurrent(item, path) ? 'true' : undefined}
        data-dropdown-toggle
      >
        {item.label}
        <Icon name="chevron" className="h-4 w-4" />
      </button>
      <ul
        id="industries-menu"
        className="dropdown-menu absolute top-full left-0 z-50 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <LinkItems
          links={offeringLinks('industries', industries)}
          className="block rounded-lg px-3 py-2 text-slate-700 hover:bg-indigo-50 hover:text-brand"
          currentPath={path}
        />
        <li className="mt-1 border-t border-slate-100 pt-1">
          <a href={item.href} className="block rounded-lg px-3 py-2 font-semibold text-brand hover:bg-indigo-50">
            {props.allLabel}
          </a>
        </li>
      </ul>
    </li>
  );
}

export function Header({ chrome }: { chrome: Chrome }) {
  const { company, header, menuIndustries, ui, currentPath: path } = chrome;
  const current = (item: NavItem) => currentState(item, path);
  const linkClass =
    'rounded-lg px-3 py-2 text-[15px] font-medium text-slate-700 hover:bg-slate-100 hover:text-ink [&[aria-current]]:text-brand';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <CompanyHomeLink company={company} textColor="text-ink" compact />

        <nav aria-label={ui.header.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {header.items.map((item) =>
              item.menu === 'industries' ? (
                <IndustriesDropdown
                  key={item.label}
                  item={item}
                  industries={menuIndustries}
                  path={path}
                  allLabel={ui.header.allIndustries}
                  toggleClass={linkClass}
                />
              ) : (
                <li key={item.label}>
                  <a href={item.href} className={linkClass} aria-current={current(item)}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SearchLink label={ui.header.search} path={path} variant="bar" />
          {/* On phones too, so the way to a consultation is in sight without opening the menu: there
              on two short lines, so that it fits beside the logo and the menu button from 320 px. */}
          <a
            href={header.cta.href}
            className="btn-primary max-w-28 shrink-0 px-3! py-1! text-center text-xs leading-tight sm:max-w-none sm:px-5! sm:py-2! sm:text-sm"
            data-header-cta
          >
            {header.cta.label}
          </a>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            data-menu-toggle
          >
            <Icon name="menu" className="h-6 w-6" />
            <span className="sr-only">{ui.header.menuButton}</span>
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={ui.header.mobileMenu}
        className="border-t border-slate-200 bg-white lg:hidden"
        hidden
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {header.items.map((item) => (
            <li key={item.label}>
              <a
                href={item.href}
                className="block rounded-lg px-3 py-3 font-medium text-ink hover:bg-slate-100 [&[aria-current]]:text-brand"
                aria-current={current(item)}
              >
                {item.label}
              </a>
              {item.menu === 'industries' && (
                <ul className="ml-4 border-l border-slate-200 pl-2">
                  <LinkItems
                    links={offeringLinks('industries', menuIndustries)}
                    className="block rounded-lg px-3 py-2.5 text-slate-700 hover:bg-slate-100 [&[aria-current]]:text-brand"
                    currentPath={path}
                  />
                </ul>
              )}
            </li>
          ))}
          <li>
            <SearchLink label={ui.header.search} path={path} variant="menu" />
          </li>
          <li className="pt-2">
            <a href={header.cta.href} className="btn-primary w-full">
              {header.cta.label}
            </a>
          </li>
        </ul>
      </nav>
      {/* The menu and the buttons share one row: painted before the row is whole, the menu would move. */}
      <HoldPaintUntilHere id="header-end" />
    </header>
  );
}
