/**
 * The pre-paint script's decisions (src/lib/experiments.ts) and the hero copies a page holds
 * (src/lib/hero-copies.ts): picking by share, matching an ad's words to the editor's messages
 * without ever returning the address's words, and which copy shows what.
 */
import { describe, expect, it } from 'vitest';
import type { LandingBlock } from '../../src/content/load.ts';
import {
  choiceAttributes,
  choose,
  matchMessage,
  normaliseWords,
  type PrePaintPlan,
  pickByShare,
  unitInterval,
} from '../../src/lib/experiments.ts';
import { heroCopies, ownHero } from '../../src/lib/hero-copies.ts';

const AB = [
  { key: 'a', share: 70 },
  { key: 'b', share: 30 },
] as const;

describe('pickByShare', () => {
  it('lays the shares end to end: [0, 0.7) is a, [0.7, 1) is b', () => {
    expect(pickByShare(AB, 0)).toBe('a');
    expect(pickByShare(AB, 0.6999)).toBe('a');
    expect(pickByShare(AB, 0.7)).toBe('b');
    expect(pickByShare(AB, 0.99999)).toBe('b');
  });

  it('gives each of three variants its share of evenly spread numbers', () => {
    const three = [
      { key: 'a', share: 20 },
      { key: 'b', share: 30 },
      { key: 'c', share: 50 },
    ] as const;
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 1000; i++) counts[pickByShare(three, i / 1000)]++;
    expect(counts).toEqual({ a: 200, b: 300, c: 500 });
  });

  it('reads 32-bit random integers as [0, 1): 0 is 0, the largest just under 1', () => {
    expect(unitInterval(0)).toBe(0);
    expect(unitInterval(0xffffffff)).toBeLessThan(1);
    expect(pickByShare(AB, unitInterval(0xffffffff))).toBe('b');
    expect(unitInterval(2 ** 31)).toBe(0.5);
  });
});

const MATCHES: NonNullable<PrePaintPlan['matches']> = [
  { key: 'restaurant-booking', slot: 1, words: ['restaurant-booking-software'] },
  { key: 'hotel', slot: 2, words: [] },
];
const query = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('matchMessage', () => {
  it('normalises capitals, spaces, underscores and plus signs to hyphens, and keeps anything else', () => {
    expect(normaliseWords('  Restaurant_Booking+Software ')).toBe('restaurant-booking-software');
    expect(normaliseWords('<script>')).toBe('<script>');
  });

  it('finds the message by ?m=, utm_campaign or utm_term, the key or its words', () => {
    expect(matchMessage(MATCHES, query('?utm_campaign=restaurant-booking'))).toEqual({
      key: 'restaurant-booking',
      slot: 1,
    });
    expect(matchMessage(MATCHES, query('?utm_term=Restaurant+Booking+Software'))).toEqual({
      key: 'restaurant-booking',
      slot: 1,
    });
    expect(matchMessage(MATCHES, query('?m=HOTEL'))).toEqual({ key: 'hotel', slot: 2 });
    // ?m= is compared first.
    expect(matchMessage(MATCHES, query('?utm_campaign=restaurant-booking&m=hotel'))).toEqual({ key: 'hotel', slot: 2 });
  });

  it('matches nothing for words the editor did not write, a part of them, or markup', () => {
    for (const search of ['?utm_campaign=%3Cscript%3E', '?utm_campaign=restaurant', '?m=', '?utm_source=hotel', ''])
      expect(matchMessage(MATCHES, query(search)), search).toBeUndefined();
  });
});

describe('choose', () => {
  const plan: PrePaintPlan = {
    experiment: { name: 'hero-test', variants: [...AB] },
    matches: MATCHES,
  };

  it('a matched message wins, and the view takes no part in the experiment', () => {
    const choice = choose(plan, query('?m=hotel'), 0.9);
    expect(choice).toEqual({ match: { key: 'hotel', slot: 2 } });
    expect(choiceAttributes(choice)).toEqual({ 'data-match': 'hotel', 'data-match-slot': '2' });
  });

  it('otherwise the experiment’s variant by share, named on <html> as the contact form reads it', () => {
    expect(choiceAttributes(choose(plan, query('?utm_campaign=<script>'), 0.9))).toEqual({
      'data-experiment': 'hero-test',
      'data-variant': 'b',
    });
    expect(choose(plan, query(''), 0.1)).toEqual({ experiment: 'hero-test', variant: 'a' });
  });

  it('a plan with neither chooses nothing', () => {
    expect(choiceAttributes(choose({}, query('?m=hotel'), 0.5))).toEqual({});
  });
});

type Hero = Extract<LandingBlock, { type: 'hero' }>;
const HERO: Hero = {
  type: 'hero',
  id: 'hero',
  title: 'Fill every table',
  highlight: 'every table',
  text: 'Bookings around the clock.',
  claims: [],
  primaryCta: { label: 'Talk to us', href: '#contact-form' },
  stats: [],
  image: '/images/a.svg',
  imageAlt: 'A',
};
const EXPERIMENT = {
  name: 'hero-test',
  start: '2025-01-01',
  variants: [
    { key: 'a' as const, share: 50 },
    { key: 'b' as const, share: 50, hero: { title: 'Never miss a booking', image: '/images/b.svg' } },
  ],
};
const MESSAGE = {
  key: 'restaurant-booking',
  words: ['Restaurant Booking Software'],
  title: 'Booking that runs itself',
};

describe('heroCopies', () => {
  it('one copy and no plan when nothing changes the hero', () => {
    expect(heroCopies(HERO, { messages: [] })).toEqual({ copies: [{ hero: HERO }] });
    expect(heroCopies(HERO, { experiment: EXPERIMENT, messages: [], experimentRuns: false }).plan).toBeUndefined();
  });

  it('a copy per variant of a running experiment (a keeps the id; a highlight not in a changed headline is left out)', () => {
    const { copies, plan } = heroCopies(HERO, { experiment: EXPERIMENT, messages: [], experimentRuns: true });
    expect(copies.map((c) => [c.variantOf, c.hero.id, c.hero.title, c.hero.highlight, c.hero.image])).toEqual([
      ['a', 'hero', 'Fill every table', 'every table', '/images/a.svg'],
      ['b', 'hero-b', 'Never miss a booking', undefined, '/images/b.svg'],
    ]);
    expect(plan).toEqual({
      experiment: {
        name: 'hero-test',
        variants: [
          { key: 'a', share: 50 },
          { key: 'b', share: 50 },
        ],
      },
    });
  });

  it('a copy per message, with its slot and normalised words, after the page’s own', () => {
    const { copies, plan } = heroCopies(HERO, { messages: [MESSAGE] });
    expect(copies.map((c) => [c.matchSlot, c.hero.id, c.hero.title, c.hero.highlight, c.hero.text])).toEqual([
      [undefined, 'hero', 'Fill every table', 'every table', 'Bookings around the clock.'],
      [1, 'hero-m1', 'Booking that runs itself', undefined, 'Bookings around the clock.'],
    ]);
    expect(plan).toEqual({ matches: [{ key: 'restaurant-booking', slot: 1, words: ['restaurant-booking-software'] }] });
  });

  it('a kept variant becomes the page’s own hero, and the experiment no longer runs', () => {
    const kept = { ...EXPERIMENT, keep: 'b' as const };
    expect(ownHero(HERO, kept).title).toBe('Never miss a booking');
    expect(heroCopies(HERO, { experiment: kept, messages: [], experimentRuns: false }).copies).toEqual([
      { hero: ownHero(HERO, kept) },
    ]);
  });
});
