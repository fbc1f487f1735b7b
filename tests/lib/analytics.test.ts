// The cookieless measurement's pure parts (src/lib/analytics.ts): what of an address is sent,
// a lead's properties, the banner's text per configuration, and the settings a page carries.
import { describe, expect, it } from 'vitest';
import {
  cookieBannerText,
  eventUrl,
  isBookingLink,
  isLoopback,
  leadProps,
  plausibleOrigin,
  plausibleSettings,
  referrerOnly,
} from '../../src/lib/analytics.ts';

describe('eventUrl', () => {
  it('keeps the page and its utm_* labels, and drops every other parameter and the fragment', () => {
    expect(eventUrl('https://s.example/search?q=ada+lovelace&utm_source=x#token=abc')).toBe(
      'https://s.example/search?utm_source=x',
    );
    expect(eventUrl('https://s.example/newsletter/confirm#token=0123')).toBe('https://s.example/newsletter/confirm');
    expect(eventUrl('https://s.example/?email=a%40b.c')).toBe('https://s.example/');
  });
});

describe('referrerOnly', () => {
  it('keeps the origin of an http(s) referrer only', () => {
    expect(referrerOnly('https://www.google.com/search?q=my+name')).toBe('https://www.google.com');
    expect(referrerOnly(null)).toBeNull();
    expect(referrerOnly('android-app://com.x')).toBeNull();
    expect(referrerOnly('not a url')).toBeNull();
  });
});

describe('leadProps', () => {
  it('names the landing page, the form page and the source the weekly report counts', () => {
    expect(leadProps({ landing_page: '/ai-for-dentists', form_page: '/contact', utm_source: 'LinkedIn' })).toEqual({
      landing_page: '/ai-for-dentists',
      form_page: '/contact',
      source: 'linkedin',
    });
    expect(leadProps({ form_page: '/contact', referrer: 'https://www.bing.com' }).source).toBe('www.bing.com');
    expect(leadProps({})).toEqual({ landing_page: '(none)', form_page: '(none)', source: '(direct)' });
  });
});

describe('cookieBannerText', () => {
  const banner = {
    text: 'We store your choice.',
    analyticsCookies: 'Cookies if you accept.',
    cookielessAnalytics: 'Counted without cookies.',
  };
  it('claims analytics cookies only while Google Analytics is set, and cookieless counting only with Plausible', () => {
    expect(cookieBannerText(banner, { googleTagId: null, plausibleDomain: null })).toBe('We store your choice.');
    expect(cookieBannerText(banner, { googleTagId: 'G-X1234', plausibleDomain: null })).toBe(
      'We store your choice. Cookies if you accept.',
    );
    expect(cookieBannerText(banner, { googleTagId: null, plausibleDomain: 'www.example.com' })).toBe(
      'We store your choice. Counted without cookies.',
    );
  });
});

describe('settings', () => {
  it('are null without a domain, and name the events API of the host', () => {
    expect(plausibleSettings({ plausibleDomain: null, plausibleHost: 'https://plausible.io' })).toBeNull();
    expect(plausibleOrigin({ plausibleDomain: null, plausibleHost: 'https://plausible.io' })).toBeNull();
    const ce = { plausibleDomain: 'www.example.com', plausibleHost: 'https://stats.example.com' };
    expect(plausibleSettings(ce)).toEqual({
      domain: 'www.example.com',
      endpoint: 'https://stats.example.com/api/event',
    });
    expect(plausibleOrigin(ce)).toBe('https://stats.example.com');
  });

  it('tell a Plausible on this machine from one elsewhere', () => {
    expect(isLoopback('http://127.0.0.1:8000/api/event')).toBe(true);
    expect(isLoopback('http://localhost:8000/api/event')).toBe(true);
    expect(isLoopback('https://plausible.io/api/event')).toBe(false);
    expect(isLoopback('https://127.0.0.1.example.com/api/event')).toBe(false);
  });

  it('recognise a booking link with the visitor’s details filled in, and nothing else', () => {
    const booking = 'https://cal.example.com/team/consultation';
    expect(isBookingLink('https://cal.example.com/team/consultation?name=A&email=b', booking)).toBe(true);
    expect(isBookingLink('https://cal.example.com/team/consultation/', booking)).toBe(true);
    expect(isBookingLink('https://cal.example.com/team/other', booking)).toBe(false);
    expect(isBookingLink('https://cal.example.com/team/consultation', null)).toBe(false);
  });
});
