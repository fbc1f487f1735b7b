/** Every hydrated island, loaded lazily in the browser only where the page has one. */
export const ISLANDS = {
  RoiCalculator: () => import('./RoiCalculator.tsx').then((m) => m.RoiCalculator),
  ContactForm: () => import('./ContactForm.tsx').then((m) => m.ContactForm),
} as const;

export type IslandName = keyof typeof ISLANDS;
