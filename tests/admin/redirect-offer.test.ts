// Which published addresses a change made in /admin takes away, and the redirect offered for each.
import { describe, expect, it } from 'vitest';
import { addressChanges, redirectLines } from '../../src/admin/redirect-offer.ts';

const published = {
  industries: { items: [{ slug: 'restaurants' }, { slug: 'hotels' }, { slug: 'clinics' }] },
  services: { items: [{ slug: 'chatbots' }] },
  posts: [
    { slug: 'live-post', status: 'live' },
    { slug: 'later-post', status: 'scheduled' },
  ],
  landing: [{ slug: 'spring-offer', status: 'live' }],
  legal: [],
  redirects: { redirects: [{ from: '/industries/clinics', to: '/industries' }], gone: [] },
} as unknown as Parameters<typeof addressChanges>[3];

describe('addressChanges', () => {
  it("an industry's slug renamed: the old address, with the new one filled in", () => {
    const values = { items: [{ slug: 'hospitality' }, { slug: 'hotels' }, { slug: 'clinics' }] };
    expect(addressChanges('pages', 'industries', values, published)).toEqual([
      { from: '/industries/restaurants', to: '/industries/hospitality' },
    ]);
  });

  it('an industry removed: the overview is offered; one already redirected is not named again', () => {
    const values = { items: [{ slug: 'restaurants' }] };
    expect(addressChanges('pages', 'industries', values, published)).toEqual([
      { from: '/industries/hotels', to: '/industries' },
    ]);
  });

  it('a live post made a draft, or renamed; a scheduled one is no published address', () => {
    expect(addressChanges('posts', 'live-post', { draft: true }, published)).toEqual([
      { from: '/blog/live-post', to: '/blog' },
    ]);
    expect(addressChanges('posts', 'live-post', { draft: false }, published, 'new-name')).toEqual([
      { from: '/blog/live-post', to: '/blog/new-name' },
    ]);
    expect(addressChanges('posts', 'later-post', { draft: true }, published)).toEqual([]);
    expect(addressChanges('posts', 'live-post', { draft: false }, published)).toEqual([]);
  });

  it('a landing page made a draft; other files take no address away', () => {
    expect(addressChanges('landing', 'spring-offer', { draft: true }, published)).toEqual([
      { from: '/spring-offer', to: '/' },
    ]);
    expect(addressChanges('pages', 'faqs', { items: [] }, published)).toEqual([]);
  });

  it('the lines to add, as content/redirects.yaml writes them', () => {
    expect(redirectLines([{ from: '/a', to: '/b' }])).toBe('  - { from: /a, to: /b }');
  });
});
