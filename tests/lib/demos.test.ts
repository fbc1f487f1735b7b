/** The case-study demos' answers, from small sample data parsed by the real schemas. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveDemoLink } from '../../src/components/CaseStudy.tsx';
import type { CaseStudyEntry } from '../../src/content/load.ts';
import { propertyFinderDemo, reservationDemo, spaBookingDemo } from '../../src/content/schemas/demo.ts';
import type { Ui } from '../../src/content/schemas/ui.ts';
import {
  answerPropertySearch,
  answerReservation,
  answerSpaBooking,
  clockOf,
  gradeLead,
  listingCities,
  matchingListings,
  minutesOfDay,
  nearestFreeTimes,
  tablesThatFit,
} from '../../src/lib/demos.ts';

const frame = {
  title: 'Try it',
  badge: 'Demo',
  intro: 'Try the form.',
  button: 'Go',
  note: 'Nothing is sent.',
  answerTitle: 'Answer',
  waiting: 'The answer appears here.',
};

const reservation = reservationDemo.parse({
  kind: 'reservation',
  ...frame,
  labels: { date: 'Date', time: 'Time', partySize: 'Party size', table: 'Table', requests: 'Requests' },
  requestsPlaceholder: 'Allergies',
  guests: '{count} guests',
  oneGuest: '1 guest',
  maxPartySize: 8,
  times: ['18:00', '18:30', '19:00', '19:30', '20:00', '21:00'],
  tables: [
    { name: 'Window', seats: 2, full: ['19:00', '19:30'] },
    { name: 'Booth', seats: 4, full: ['19:00'] },
    { name: 'Long table', seats: 8, full: [] },
  ],
  confirmedTitle: 'Reserved',
  confirmed: '{table} for {guests} on {date} at {time}.',
  requestsNote: 'Noted: {requests}',
  fullTitle: 'Not free',
  full: 'The {table} is full at {time}. Free:',
  tooSmall: 'The {table} seats {seats}. Tables for {guests}:',
  noAlternative: 'Nothing else is free.',
});

describe('restaurant reservation demo', () => {
  it('reads and writes clock times', () => {
    expect(minutesOfDay('19:30')).toBe(1170);
    expect(clockOf(1170)).toBe('19:30');
    expect(clockOf(1440 + 45)).toBe('00:45');
  });

  it('confirms a free table with every detail, the requests included', () => {
    const answer = answerReservation(reservation, {
      date: '2026-12-12',
      time: '18:30',
      table: 'Window',
      guests: 2,
      requests: '  Birthday cake  ',
    });
    expect(answer.tone).toBe('confirmed');
    expect(answer.title).toBe('Reserved');
    expect(answer.text).toBe('Window for 2 guests on December 12, 2026 at 6:30 PM.');
    expect(answer.details).toContainEqual({ label: 'Requests', value: 'Noted: Birthday cake' });
  });

  it('names a party of one in the singular and leaves out empty requests', () => {
    const answer = answerReservation(reservation, {
      date: '2026-12-12',
      time: '18:00',
      table: 'Window',
      guests: 1,
      requests: ' ',
    });
    expect(answer.text).toContain('for 1 guest on');
    expect(answer.details?.map((d) => d.label)).toEqual(['Date', 'Time', 'Party size', 'Table']);
  });

  it('offers the nearest free times of the same table when the slot is full', () => {
    expect(nearestFreeTimes(reservation, 'Window', '19:00')).toEqual(['18:00', '18:30', '20:00']);
    const answer = answerReservation(reservation, {
      date: '2026-12-12',
      time: '19:30',
      table: 'Window',
      guests: 2,
      requests: '',
    });
    expect(answer.tone).toBe('alternative');
    expect(answer.text).toBe('The Window is full at 7:30 PM. Free:');
    // Each free time is a choice that puts the time itself (as the form's field holds it) back into the form.
    expect(answer.choices).toEqual({
      field: 'time',
      options: [
        { label: '6:30 PM', value: '18:30' },
        { label: '8:00 PM', value: '20:00' },
        { label: '9:00 PM', value: '21:00' },
      ],
    });
  });

  it('offers the tables that seat a party too large for the chosen one', () => {
    expect(tablesThatFit(reservation, 4, '19:00')).toEqual(['Long table']);
    const answer = answerReservation(reservation, {
      date: '2026-12-12',
      time: '18:00',
      table: 'Window',
      guests: 4,
      requests: '',
    });
    expect(answer.text).toBe('The Window seats 2. Tables for 4 guests:');
    expect(answer.choices?.field).toBe('table');
    expect(answer.choices?.options.map((o) => o.value)).toEqual(['Booth', 'Long table']);
  });

  it('offers only the tables that seat the party, and says so when none is free', () => {
    const answer = answerReservation(reservation, {
      date: '2026-12-12',
      time: '18:00',
      table: 'Booth',
      guests: 8,
      requests: '',
    });
    expect(answer.choices?.options).toEqual([{ label: 'Long table', value: 'Long table' }]);
    const none = answerReservation(
      { ...reservation, tables: [{ name: 'Window', seats: 2, full: reservation.times }] },
      { date: '2026-12-12', time: '18:00', table: 'Window', guests: 2, requests: '' },
    );
    expect(none.text).toBe('Nothing else is free.');
    expect(none.choices?.options).toEqual([]);
  });
});

const finder = propertyFinderDemo.parse({
  kind: 'propertyFinder',
  ...frame,
  labels: {
    city: 'City',
    anyCity: 'Any city',
    deal: 'Buy or rent',
    buy: 'Buy',
    rent: 'Rent',
    budget: 'Budget',
    bedrooms: 'Bedrooms',
  },
  bedroomChoices: '{count}+ bedrooms',
  anyBedrooms: 'Any',
  maxBedroomChoice: 3,
  qualifyTitle: 'Questions',
  questions: [
    {
      label: 'When?',
      options: [
        { label: 'Soon', points: 3 },
        { label: 'Later', points: 0 },
      ],
    },
    {
      label: 'Money?',
      options: [
        { label: 'Approved', points: 3 },
        { label: 'Not yet', points: 1 },
      ],
    },
  ],
  listings: [
    { title: 'Loft', city: 'Chicago', deal: 'rent', price: 2800, bedrooms: 1 },
    { title: 'Studio', city: 'Chicago', deal: 'rent', price: 1500, bedrooms: 0 },
    { title: 'House', city: 'Evanston', deal: 'buy', price: 500000, bedrooms: 3 },
    { title: 'Condo', city: 'Chicago', deal: 'buy', price: 250000, bedrooms: 1 },
  ],
  matches: '{count} homes match',
  noMatch: 'No match.',
  rentPrice: '{price}/month',
  bedroomsOf: '{count} bd',
  studio: 'Studio',
  leadTitle: 'Lead',
  grades: [
    { minPoints: 0, label: 'Nurture', text: 'E-mails.' },
    { minPoints: 3, label: 'Warm', text: 'A call tomorrow.' },
    { minPoints: 5, label: 'Hot', text: 'A call now.' },
  ],
  story: '3x lead quality.',
});

describe('property finder demo', () => {
  it('lists each city once, in order', () => {
    expect(listingCities(finder)).toEqual(['Chicago', 'Evanston']);
  });

  it('filters by city, deal, budget and bedrooms, cheapest first', () => {
    const search = { city: '', deal: 'rent' as const, budget: 3000, minBedrooms: 0, answers: [0, 0] };
    expect(matchingListings(finder, search).map((l) => l.title)).toEqual(['Studio', 'Loft']);
    expect(matchingListings(finder, { ...search, minBedrooms: 1 }).map((l) => l.title)).toEqual(['Loft']);
    expect(matchingListings(finder, { ...search, budget: 2000 }).map((l) => l.title)).toEqual(['Studio']);
    expect(matchingListings(finder, { ...search, deal: 'buy', budget: 600000, city: 'Evanston' })).toHaveLength(1);
  });

  it('grades the lead by the points of the answers', () => {
    expect(gradeLead(finder, [0, 0])).toMatchObject({ points: 6, grade: { label: 'Hot' } });
    expect(gradeLead(finder, [1, 0])).toMatchObject({ points: 3, grade: { label: 'Warm' } });
    expect(gradeLead(finder, [1, 1])).toMatchObject({ points: 1, grade: { label: 'Nurture' } });
  });

  it('answers with the listings, prices as written in content, and the lead card', () => {
    const answer = answerPropertySearch(finder, {
      city: 'Chicago',
      deal: 'rent',
      budget: 3000,
      minBedrooms: 0,
      answers: [0, 1],
    });
    expect(answer.title).toBe('2 homes match');
    expect(answer.items).toEqual(['Studio · Chicago · Studio · $1,500/month', 'Loft · Chicago · 1 bd · $2,800/month']);
    expect(answer.followUp).toEqual({
      title: 'Lead',
      label: 'Warm',
      text: 'A call tomorrow.',
      note: '3x lead quality.',
    });
  });

  it('suggests what to change when nothing matches', () => {
    const answer = answerPropertySearch(finder, {
      city: '',
      deal: 'buy',
      budget: 1000,
      minBedrooms: 0,
      answers: [1, 1],
    });
    expect(answer).toMatchObject({ tone: 'alternative', title: '0 homes match', text: 'No match.', items: [] });
  });
});

const spa = spaBookingDemo.parse({
  kind: 'spaBooking',
  ...frame,
  labels: { treatment: 'Treatment', date: 'Date', time: 'Start' },
  treatmentChoice: '{name} · {minutes} min · {price}',
  times: ['10:00', '23:30'],
  summaryTitle: 'Booked',
  summary: '{treatment} on {date}, {start} to {end} ({minutes} minutes).',
  total: 'Total: {price}',
});
const offers = [
  { name: 'Massage', minutes: 90, price: 120 },
  { name: 'Facial', minutes: 60, price: 95 },
];

describe('spa booking demo', () => {
  it('sums up the treatment with its end time and the price from the price list', () => {
    const answer = answerSpaBooking(spa, offers, { treatment: 1, date: '2026-12-04', time: '10:00' });
    expect(answer.text).toBe('Facial on December 4, 2026, 10:00 AM to 11:00 AM (60 minutes).');
    expect(answer.footer).toBe('Total: $95');
  });

  it('ends a late treatment after midnight without breaking the clock', () => {
    const answer = answerSpaBooking(spa, offers, { treatment: 0, date: '2026-12-04', time: '23:30' });
    expect(answer.text).toContain('11:30 PM to 1:00 AM');
  });
});

describe('"View Live Demo"', () => {
  const study = (url?: string) => ({ liveDemo: { label: 'View Live Demo', url } }) as unknown as CaseStudyEntry;
  const ui = { newTab: '(opens in a new tab)' } as Ui;
  const render = (url?: string) =>
    renderToStaticMarkup(createElement(LiveDemoLink, { study: study(url), ui, className: 'btn' }));

  it('opens the external demo in a new tab when content gives its address', () => {
    const html = render('https://demo.example.com');
    expect(html).toContain('href="https://demo.example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('(opens in a new tab)');
  });

  it('leads to the demo on the page otherwise, in the same tab', () => {
    const html = render();
    expect(html).toContain('href="#demo"');
    expect(html).not.toContain('target=');
    expect(html).not.toContain('new tab');
  });
});
