// An e-mail component to its two parts: the HTML (React Email's render) and a plain-text part
// drawn from that very HTML, so both always say the same. Rendering is asynchronous (React's
// stream) but deterministic: the same element always gives the same bytes.
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedEmail {
  html: string;
  text: string;
}

// html-to-text writes headings in capitals by default: the text part keeps the words as written.
// A rule is drawn between parts of the HTML; in plain text the blank lines already part them.
const SELECTORS = [
  ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: 'hr', format: 'skip' },
];

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  const text = toPlainText(html, { selectors: SELECTORS });
  return { html, text };
}
