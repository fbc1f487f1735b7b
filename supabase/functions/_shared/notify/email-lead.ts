// The owner's e-mail about a contact request, as a React Email component: the intro, each field
// of the request on its own line, where it came from, the message in a tinted block, and how to
// answer. Every value arrives as plain text (compose.ts cleans it); React escapes it.
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, createElement as h } from 'react';
import { EmailLayout, textStyles } from './email-layout.ts';
import type { EmailBrand } from './types.ts';

export interface LeadEmailProps {
  brand: EmailBrand;
  siteUrl: string;
  intro: string;
  /** "Label: value" lines: the request's fields, then where it came from. */
  lines: { label: string; value: string }[];
  messageLabel: string;
  /** The visitor's message, as written (line breaks kept). */
  message: string;
  /** How to answer, or null when the visitor's address cannot be replied to. */
  replyHint: string | null;
}

/** Text with its line breaks drawn as <br>, so the HTML and the text part break alike. */
export function withBreaks(text: string) {
  return text.split('\n').map((line, i) => h(Fragment, { key: i }, i > 0 ? h('br') : null, line));
}

export function LeadEmail({ brand, siteUrl, intro, lines, messageLabel, message, replyHint }: LeadEmailProps) {
  const styles = textStyles(brand.colours);
  return h(
    EmailLayout,
    { brand, siteUrl, preview: intro },
    h(Text, { style: styles.text }, intro),
    h(
      Text,
      { style: styles.text },
      lines.map(({ label, value }, i) =>
        h(Fragment, { key: label }, i > 0 ? h('br') : null, h('strong', null, `${label}:`), ` ${value}`),
      ),
    ),
    h(Text, { style: styles.heading }, `${messageLabel}:`),
    h(
      Section,
      {
        style: {
          backgroundColor: brand.colours.paper,
          borderLeft: `4px solid ${brand.colours.brand}`,
          padding: '12px 16px',
          margin: '0 0 16px',
        },
      },
      h(Text, { style: { ...styles.text, margin: 0 } }, withBreaks(message)),
    ),
    replyHint ? h(Text, { style: styles.text }, replyHint) : null,
  );
}
