import { type ReactNode, useEffect } from 'react';

/** Every hydrated island, loaded lazily in the browser only where the page has one. */
export const ISLANDS = {
  RoiCalculator: () => import('./RoiCalculator.tsx').then((m) => m.RoiCalculator),
  ContactForm: () => import('./ContactForm.tsx').then((m) => m.ContactForm),
} as const;

export type IslandName = keyof typeof ISLANDS;

/** Wraps an island: marks its element `data-hydrated` once React has really taken it over. */
export function MarkHydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}
