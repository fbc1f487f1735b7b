// Where a lead came from, as the browser records and sends it: first touch from the landing
// address, the referring origin only, and every value cut or refused to what the database takes.
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_LIMITS,
  attributionColumns,
  attributionOfVisit,
  cleanPath,
  cleanUtm,
  firstTouch,
  referrerOrigin,
} from '../../src/lib/attribution.ts';

describe('the first touch of a visit', () => {
  it('keeps the landing path and the five utm values, and of the referrer only its origin', () => {
    expect(
      firstTouch(
        'https://www.example.com/blog/vibe-coding-future-development?utm_source=linkedin&utm_campaign=nov-launch&utm_medium=social&utm_term=ai%20agents&utm_content=post-1&gclid=x#intro',
        'https://www.linkedin.com/feed/update/12345?trk=abc',
      ),
    ).toEqual({
      landing_page: '/blog/vibe-coding-future-development',
      referrer: 'https://www.linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'nov-launch',
      utm_term: 'ai agents',
      utm_content: 'post-1',
    });
  });

  it('has no referrer for the site itself, a blank one or a non-web scheme', () => {
    expect(referrerOrigin('https://www.example.com/about', 'https://www.example.com')).toBeNull();
    expect(referrerOrigin('', 'https://www.example.com')).toBeNull();
    expect(referrerOrigin('android-app://com.google.android.gm/', 'https://www.example.com')).toBeNull();
    expect(referrerOrigin('http://[::1]:8080/x', 'https://www.example.com')).toBeNull(); // the database takes host names
    expect(firstTouch('https://www.example.com/', null)).toMatchObject({
      landing_page: '/',
      referrer: null,
      utm_source: null,
    });
  });
});

describe('hostile values are cut or refused', () => {
  it('a very long utm value is cut to the database limit', () => {
    const long = cleanUtm('x'.repeat(5000))!;
    expect([...long]).toHaveLength(ATTRIBUTION_LIMITS.utm);
  });

  it('control characters, line breaks, bidi controls and markup never survive', () => {
    const hostile = 'linkedin\r\nBcc: victim@example.com\u0000\u202e<script>alert(1)</script>';
    const clean = cleanUtm(hostile)!;
    for (const unwanted of ['\r', '\n', '\u0000', '\u202e', '<', '>']) expect(clean).not.toContain(unwanted);
    expect(clean).toBe('linkedin Bcc: victim@example.com script alert(1) /script');
    expect(cleanUtm('\r\n\t ')).toBeNull();
    expect(firstTouch(`https://www.example.com/?utm_source=${encodeURIComponent(hostile)}`, null).utm_source).toBe(
      clean,
    );
  });

  it('paths must be plain site paths within the limit', () => {
    expect(cleanPath('/contact?x=1#y')).toBe('/contact');
    expect(cleanPath('/a"b')).toBeNull();
    expect(cleanPath('https://evil.example/')).toBeNull();
    expect(cleanPath(`/${'a'.repeat(400)}`)).toBeNull();
    expect(cleanPath('/bad\u0007bell')).toBeNull();
  });

  it('what sessionStorage held is cleaned again before it is sent: it may have been edited', () => {
    const edited = {
      landing_page: '/blog/post',
      referrer: 'https://x.example/path?q=secret',
      utm_source: `<b>${'y'.repeat(300)}`,
      utm_medium: 42,
      utm_campaign: 'nov\nlaunch',
    };
    expect(attributionColumns(edited, '/contact')).toEqual({
      landing_page: '/blog/post',
      referrer: null,
      utm_source: `b ${'y'.repeat(98)}`,
      utm_medium: null,
      utm_campaign: 'nov launch',
      utm_term: null,
      utm_content: null,
      form_page: '/contact',
    });
    expect(attributionColumns('not json', '/contact')).toMatchObject({ landing_page: null, form_page: '/contact' });
  });
});

describe('attributionOfVisit (what the site script kept: the first address and referrer as they were)', () => {
  it('turns them into clean columns when the form is sent', () => {
    const stored = {
      href: 'https://www.example.com/blog/a-post?utm_source=linkedin&utm_campaign=nov-launch&token=secret',
      referrer: 'https://www.linkedin.com/feed/some/path?x=1',
    };
    expect(attributionOfVisit(stored, '/contact')).toEqual({
      landing_page: '/blog/a-post',
      referrer: 'https://www.linkedin.com',
      utm_source: 'linkedin',
      utm_medium: null,
      utm_campaign: 'nov-launch',
      utm_term: null,
      utm_content: null,
      form_page: '/contact',
    });
  });

  it('sends nothing of an edited or broken record but the form page', () => {
    for (const stored of [null, 'x', { href: 'not an address' }, { href: 42 }]) {
      expect(attributionOfVisit(stored, '/contact')).toMatchObject({
        landing_page: null,
        referrer: null,
        utm_source: null,
        form_page: '/contact',
      });
    }
  });
});
