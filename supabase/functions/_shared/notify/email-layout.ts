// The frame every e-mail of the site is drawn in (React Email): the company's logo and name on
// top, a white card of at most 600 px on the site's paper colour, the site's address at the
// foot. Tables and inline styles only (React Email writes them), so Gmail, Outlook and Apple
// Mail draw it alike, and the card fills a phone's width. Components hold no words: every text
// comes from the settings (content/). Written with createElement, not JSX: Node runs these
// files as they are (type stripping), and it cannot read JSX.
import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import type { EmailBrand } from './types.ts';

/** For settings written before the brand existed: neutral ink on grey, no logo. */
export const NEUTRAL_COLOURS: EmailBrand['colours'] = {
  ink: '#1f2937',
  brand: '#1f2937',
  brandDark: '#111827',
  paper: '#f3f4f6',
};

/** The fonts each mail program has (no web font: Outlook and Gmail would not load it). */
export const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface LayoutProps {
  brand: EmailBrand;
  /** The site's address, linked at the foot. */
  siteUrl: string;
  /** The line mail programs show beside the subject in the inbox. */
  preview: string;
  children?: ReactNode;
}

/** Shared text styles of the e-mails' bodies. */
export function textStyles(colours: EmailBrand['colours']) {
  const text: CSSProperties = { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
  return {
    text,
    heading: { ...text, fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '24px 0 8px' } as CSSProperties,
    link: { color: colours.brandDark, textDecoration: 'underline' } as CSSProperties,
  };
}

function Masthead({ brand }: { brand: EmailBrand }) {
  const name = h(
    Text,
    { style: { color: brand.colours.ink, fontSize: '20px', lineHeight: '28px', fontWeight: 700, margin: 0 } },
    brand.name,
  );
  return h(
    Section,
    { style: { padding: '24px 32px 16px', borderBottom: `3px solid ${brand.colours.brand}` } },
    h(
      Row,
      null,
      // The logo beside the name; the name stands alone when images are blocked or there is none.
      brand.logoUrl
        ? h(
            Column,
            { style: { width: '52px', verticalAlign: 'middle' } },
            h(Img, { src: brand.logoUrl, width: 40, height: 40, alt: '', style: { borderRadius: '8px' } }),
          )
        : null,
      h(Column, { style: { verticalAlign: 'middle' } }, name),
    ),
  );
}

export function EmailLayout({ brand, siteUrl, preview, children }: LayoutProps) {
  const { colours } = brand;
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      // The e-mail is drawn for a light background; this stops dark modes inverting the brand.
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: colours.paper, margin: 0, padding: '24px 8px', fontFamily: FONT_STACK } },
      h(
        Container,
        {
          style: {
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            border: '1px solid #e2e8f0',
            borderRadius: '12px',
          },
        },
        h(Masthead, { brand }),
        h(Section, { style: { padding: '24px 32px 8px' } }, children),
      ),
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%' } },
        h(
          Text,
          {
            style: { color: '#64748b', fontSize: '13px', lineHeight: '20px', margin: '16px 32px', textAlign: 'center' },
          },
          `${brand.name} · `,
          // The address as its own text: the plain-text part then shows it once, not twice.
          h(Link, { href: siteUrl, style: { color: '#64748b', textDecoration: 'underline' } }, siteUrl),
        ),
      ),
    ),
  );
}
