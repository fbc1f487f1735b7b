/**
 * The site's brand colours, set in content/site.yaml (company.colours). The stylesheet's @theme
 * block (src/styles/site.css), from which Tailwind builds the site's utilities, names the same
 * four colours: the build writes the settings' values into it (vite.config.ts), and the e-mails,
 * which cannot load a stylesheet, take them from the settings (src/lib/notify-settings.ts).
 */

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

const NAMES: Record<keyof BrandColours, string> = {
  ink: '--color-ink',
  brand: '--color-brand',
  brandDark: '--color-brand-dark',
  paper: '--color-paper',
};

/**
 * The stylesheet with the @theme block's four colours set to `colours`; throws naming a colour
 * the block lacks, so a renamed variable cannot leave the site in the stylesheet's own colours.
 */
export function themedCss(css: string, colours: BrandColours): string {
  const theme = /@theme\s*\{[^}]*\}/.exec(css);
  if (!theme) throw new Error('src/styles/site.css has no @theme block');
  let block = theme[0];
  for (const [key, name] of Object.entries(NAMES) as [keyof BrandColours, string][]) {
    const line = new RegExp(`(${name}:\\s*)[^;]+;`);
    if (!line.test(block)) throw new Error(`src/styles/site.css: the @theme block has no ${name}`);
    block = block.replace(line, `$1${colours[key]};`);
  }
  return css.slice(0, theme.index) + block + css.slice(theme.index + theme[0].length);
}
