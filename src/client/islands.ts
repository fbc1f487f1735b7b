/**
 * Hydrates the islands a page has, and nothing else, and only when they are wanted: React is
 * downloaded and run for an island when it comes near the viewport (the calculator far down the
 * home page), or, for a form that is whole as HTML, when the visitor starts using it. Page load
 * itself never waits on React. A form's "Send", disabled in the HTML so that nothing is sent
 * without its code, is enabled here: a press before the island has loaded is kept and handed to
 * it once it has (src/islands/useHydration.ts), so the first press sends.
 */
import type { ReactNode } from 'react';
import type { IslandName } from '../islands/registry.ts';
import { keepSubmits } from './kept-submits.ts';

/** How far ahead of the viewport an island starts loading, so it is live when it scrolls in. */
const LOAD_AHEAD = '300px';
/** The first sign that a visitor is about to use an island. */
const USE_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

export function hydrateIslands(): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-island]');
  if (!elements.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) start(entry.target as HTMLElement);
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  const started = new WeakSet<HTMLElement>();
  function start(el: HTMLElement) {
    if (started.has(el)) return;
    started.add(el);
    observer.unobserve(el);
    void hydrate(el);
  }
  for (const el of elements) {
    const early = keepEarlySubmits(el, () => start(el));
    if (early) earlySubmits.set(el, early);
    // Focus that came before this script (a field reached by Tab while the page was loading)
    // fires no event any more, so it is read here.
    if (hasSaved(el.dataset.savedUnder) || el.matches(':focus-within')) start(el);
    else {
      // Reaching it by keyboard or touching it starts an island that has not scrolled in yet.
      for (const type of USE_EVENTS) el.addEventListener(type, () => start(el), { once: true, passive: true });
      if (el.dataset.hydrate !== 'used') observer.observe(el);
    }
  }
}

/** What each form island hands over once hydrated: whether it was sent before (./kept-submits.ts). */
const earlySubmits = new WeakMap<HTMLElement, () => boolean>();

/**
 * For an island whose form is whole as HTML: enables its disabled submit buttons and keeps a
 * submit until the island takes it (once; a second call says false). Undefined for other islands.
 */
function keepEarlySubmits(el: HTMLElement, start: () => void): (() => boolean) | undefined {
  const forms = [...el.querySelectorAll('form')];
  const buttons = el.querySelectorAll<HTMLButtonElement>('form button[type="submit"][disabled]');
  if (el.dataset.hydrate !== 'used' || !buttons.length) return undefined;
  const handOver = keepSubmits(forms);
  for (const form of forms) form.addEventListener('submit', start, { once: true });
  for (const button of buttons) button.disabled = false;
  let handed = false;
  return () => {
    if (handed) return false;
    handed = true;
    return handOver().size > 0;
  };
}

/** Whether the visitor has something saved that the island shows as soon as it hydrates. */
function hasSaved(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false; // storage blocked: nothing can have been saved
  }
}

async function hydrate(el: HTMLElement): Promise<void> {
  const [{ createElement, startTransition }, { hydrateRoot }, { ISLANDS, MarkHydrated }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../islands/registry.ts'),
  ]);
  const name = el.dataset.island as IslandName;
  const load = ISLANDS[name];
  if (!load) return console.error(`Unknown island "${name}"`);
  const Component = (await load()) as (props: object) => ReactNode;
  const early = earlySubmits.get(el);
  const props = { ...(JSON.parse(el.dataset.props ?? '{}') as object), ...(early ? { takeEarlySubmit: early } : {}) };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole island, and a click or key press still goes first.
  startTransition(() => {
    hydrateRoot(el, createElement(MarkHydrated, { element: el, children: createElement(Component, props) }));
  });
}
