/**
 * What `npm run setup` prints: one line per thing it found, did or leaves to the owner, with every
 * secret it holds masked. Every line passes through `mask`, also a provider's error text, so a
 * value echoed back by an API never reaches the terminal or a log.
 */

const secrets = new Set<string>();

/** Values never to print: tokens, keys, generated secrets, the deploy hook's address. */
export function keepSecret(value: string | undefined): void {
  // Short values (an empty string, "1") would mask ordinary words: nothing secret is that short.
  if (value && value.length >= 8) secrets.add(value);
}

export function mask(text: string): string {
  let out = text;
  // Longest first, so a secret that contains another is masked whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) out = out.replaceAll(secret, '••••••');
  return out;
}

export interface Report {
  /** Something that was already as it should be: nothing changed. */
  kept(text: string): void;
  /** Something this run created or changed. */
  did(text: string): void;
  /** Something only the owner can do, printed again at the end. */
  left(text: string): void;
  heading(text: string): void;
  info(text: string): void;
  leftOver: string[];
  changes: number;
}

export function createReport(write: (line: string) => void = (line) => console.log(line)): Report {
  const report: Report = {
    leftOver: [],
    changes: 0,
    kept: (text) => write(mask(`  = ${text}`)),
    did: (text) => {
      report.changes += 1;
      write(mask(`  + ${text}`));
    },
    left: (text) => {
      report.leftOver.push(text);
      write(mask(`  → ${text}`));
    },
    heading: (text) => write(mask(`\n${text}`)),
    info: (text) => write(mask(`    ${text}`)),
  };
  return report;
}
