// The visitor's receipt as a React Email component: the greeting, what happens next as numbered
// steps, the booking page as a button in the brand's colour when there is one, and how to reach
// the company. It shows nothing a visitor typed but the first name, already in the greeting.
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { EmailLayout, textStyles } from './email-layout.ts';
import type { EmailBrand } from './types.ts';

export interface ReceiptEmailProps {
  brand: EmailBrand;
  siteUrl: string;
  greeting: string;
  intro: string;
  nextStepsTitle: string;
  nextSteps: { title: string; text: string }[];
  /** The booking paragraph, the button's label and the page (first name and address filled in). */
  booking: { text: string; label: string; url: string } | null;
  contactTitle: string;
  contactLines: string[];
  signature: string;
}

export function ReceiptEmail(props: ReceiptEmailProps) {
  const { brand, booking } = props;
  const styles = textStyles(brand.colours);
  return h(
    EmailLayout,
    { brand, siteUrl: props.siteUrl, preview: props.intro },
    h(Text, { style: { ...styles.text, fontSize: '18px', fontWeight: 600 } }, props.greeting),
    h(Text, { style: styles.text }, props.intro),
    h(Heading, { as: 'h2', style: styles.heading }, props.nextStepsTitle),
    h(
      'ol',
      { style: { ...styles.text, paddingLeft: '24px' } },
      props.nextSteps.map((step) =>
        h('li', { key: step.title, style: { margin: '0 0 8px' } }, h('strong', null, step.title), `: ${step.text}`),
      ),
    ),
    booking
      ? [
          h(Text, { key: 'text', style: styles.text }, booking.text),
          h(
            Button,
            {
              key: 'button',
              href: booking.url,
              style: {
                backgroundColor: brand.colours.brand,
                color: '#ffffff',
                borderRadius: '9999px',
                fontSize: '16px',
                fontWeight: 600,
                padding: '12px 24px',
                margin: '0 0 8px',
              },
            },
            booking.label,
          ),
        ]
      : null,
    h(Hr, { style: { borderColor: '#e2e8f0', margin: '24px 0 0' } }),
    h(Heading, { as: 'h2', style: styles.heading }, props.contactTitle),
    h(
      Text,
      { style: styles.text },
      props.contactLines.map((line, i) => [i > 0 ? h('br', { key: `br${i}` }) : null, line]),
    ),
    h(Text, { style: styles.text }, props.signature),
  );
}
