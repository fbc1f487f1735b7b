// The booking page: opened with the visitor's name and e-mail encoded in the query, and the
// consultation buttons pointed there only when the content asks for it.
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { bookingLink, withBookingCtas } from '../../src/lib/booking.ts';

describe('the booking link', () => {
  it('carries name and email, encoded, and keeps the page’s own parameters', () => {
    const link = bookingLink(
      'https://cal.com/team/consult?month=2026-12',
      '  Zoë  O’Brien & Co ',
      'zoe+test@example.com',
    );
    expect(link).toBe(
      'https://cal.com/team/consult?month=2026-12&name=Zo%C3%AB+O%E2%80%99Brien+%26+Co&email=zoe%2Btest%40example.com',
    );
    const url = new URL(link);
    expect(url.searchParams.get('name')).toBe('Zoë O’Brien & Co');
    expect(url.searchParams.get('email')).toBe('zoe+test@example.com');
  });
});

describe('the consultation buttons', () => {
  const content = checkContent().content!;
  const withBooking = (url: string | null, ctas: boolean) => ({
    ...content,
    site: { ...content.site, booking: { url, ctas } },
  });
  const url = 'https://booking.example.com/team/consultation';

  it('lead to the booking page when url and ctas are set, everywhere a button led to /contact', () => {
    const changed = withBookingCtas(withBooking(url, true));
    expect(changed.site.header.cta.href).toBe(url);
    expect(changed.home.hero.primaryCta.href).toBe(url);
    expect(changed.home.closing.cta.href).toBe(url);
    expect(changed.about.cta.href).toBe(url);
    expect(changed.blog.cta.href).toBe(url);
    expect(JSON.stringify(changed)).not.toMatch(/"href":"\/contact"/);
    // Other links stay: the footer's, the contact page's own privacy link.
    expect(changed.site.footer.quickLinks).toEqual(content.site.footer.quickLinks);
    expect(changed.contact.form.privacyLink.href).toBe('/privacy-policy');
  });

  it('stay on the contact form when ctas is false or there is no booking page', () => {
    for (const site of [withBooking(url, false), withBooking(null, true)]) {
      expect(withBookingCtas(site).site.header.cta.href).toBe('/contact');
      expect(withBookingCtas(site).home.closing.cta.href).toBe('/contact');
    }
  });
});
