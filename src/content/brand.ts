/**
 * The site's brand colours as the e-mails use them. They are written once, in the @theme block of
 * src/styles/site.css (Tailwind builds the site's utilities from it); the e-mails cannot load
 * that stylesheet, so their colours are read from the same lines here instead of being copied.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface BrandColours {
  /** Body text and headings (--color-ink). */
  ink: string;
  /** Buttons, links and the header's rule (--color-brand). */
  brand: string;
  /** The darker brand shade, for text on light brand tints (--color-brand-dark). */
  brandDark: string;
  /** The page behind the e-mail's card (--color-paper). */
  paper: string;
}

// From the working directory, as content/ is found (./options.ts): this module also runs inside
// the site's server bundle while pages are pre-rendered, where its own address is elsewhere.
const STYLESHEET = 'src/styles/site.css';

const NAMES: Record<keyof BrandColours, string> = {
  ink: '--color-ink',
  brand: '--color-brand',
  brandDark: '--color-brand-dark',
  paper: '--color-paper',
};

/** The colours of a stylesheet's @theme block; throws naming a colour it lacks (a hex value). */
export function themeColours(css: string): BrandColours {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const read = (name: string) => {
    const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(theme)?.[1];
    if (!value) throw new Error(`src/styles/site.css: the @theme block has no hexadecimal ${name}`);
    return value.toLowerCase();
  };
  return {
    ink: read(NAMES.ink),
    brand: read(NAMES.brand),
    brandDark: read(NAMES.brandDark),
    paper: read(NAMES.paper),
  };
}

let cached: BrandColours | undefined;

/** The site's brand colours (src/styles/site.css), read once per process. */
export function brandColours(): BrandColours {
  cached ??= themeColours(readFileSync(path.resolve(STYLESHEET), 'utf8'));
  return cached;
}
