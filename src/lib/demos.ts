/**
 * The answers of the case-study demos, computed from the sample data in content. Pure: the
 * page script (src/client/demo.ts) reads the form, calls these and shows the result, and the
 * unit tests call them directly.
 */
import type { Demo, PropertyFinderDemo, ReservationDemo, SpaBookingDemo } from '../content/schemas/demo.ts';
import { fillTemplate, formatClock, formatDate, formatDollars } from './format.ts';

/** What a demo shows in its answer panel: a heading, a sentence, and optional details. */
export interface DemoAnswer {
  /** `confirmed`: the visitor got what they asked for; `alternative`: a counter-offer or advice. */
  tone: 'confirmed' | 'alternative';
  title: string;
  text: string;
  /** Label/value pairs shown as a description list, e.g. on a confirmation card. */
  details?: { label: string; value: string }[];
  /** Results shown as a list under the text. */
  items?: string[];
  /**
   * Suggestions the visitor can take with one tap: each puts its value into the form's field of
   * that name and asks again (the restaurant's free times, the tables that seat the party).
   */
  choices?: { field: string; options: { label: string; value: string }[] };
  /** A closing line in bold, e.g. the price. */
  footer?: string;
  /** A second card under the first (the property finder's lead grade). */
  followUp?: { title: string; label: string; text: string; note: string };
}

/** Priced offers of a case study, as the spa demo books them. */
export interface Offer {
  name: string;
  minutes: number;
  price: number;
}

/** What the page script needs to answer: the demo's sample data and, for the spa, the price list. */
export interface DemoData {
  demo: Demo;
  offers: Offer[];
}

/** "19:30" → 1170 minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 1170 → "19:30"; wraps past midnight. */
export function clockOf(minutes: number): string {
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
}

export function guestsLabel(demo: ReservationDemo, count: number): string {
  return count === 1 ? demo.oneGuest : fillTemplate(demo.guests, { count });
}

export interface ReservationRequest {
  date: string;
  time: string;
  table: string;
  guests: number;
  requests: string;
}

/** Free times of a table type, nearest to `time` first (ties: the later), at most `count`, in order. */
export function nearestFreeTimes(demo: ReservationDemo, tableName: string, time: string, count = 3): string[] {
  const table = demo.tables.find((t) => t.name === tableName);
  if (!table) return [];
  const wanted = minutesOfDay(time);
  return demo.times
    .filter((t) => t !== time && !table.full.includes(t))
    .sort((a, b) => Math.abs(minutesOfDay(a) - wanted) - Math.abs(minutesOfDay(b) - wanted) || b.localeCompare(a))
    .slice(0, count)
    .sort();
}

/** Table types that seat the party and are free at `time`. */
export function tablesThatFit(demo: ReservationDemo, guests: number, time: string): string[] {
  return demo.tables.filter((t) => t.seats >= guests && !t.full.includes(time)).map((t) => t.name);
}

export function answerReservation(demo: ReservationDemo, request: ReservationRequest): DemoAnswer {
  const table = demo.tables.find((t) => t.name === request.table) ?? demo.tables[0]!;
  const guests = guestsLabel(demo, request.guests);
  const time = formatClock(request.time);
  if (request.guests > table.seats) {
    const fitting = tablesThatFit(demo, request.guests, request.time);
    return {
      tone: 'alternative',
      title: demo.fullTitle,
      text: fitting.length
        ? fillTemplate(demo.tooSmall, { table: table.name, seats: table.seats, guests })
        : demo.noAlternative,
      choices: { field: 'table', options: fitting.map((name) => ({ label: name, value: name })) },
    };
  }
  if (table.full.includes(request.time)) {
    const free = nearestFreeTimes(demo, table.name, request.time);
    return {
      tone: 'alternative',
      title: demo.fullTitle,
      text: free.length ? fillTemplate(demo.full, { table: table.name, time }) : demo.noAlternative,
      choices: { field: 'time', options: free.map((t) => ({ label: formatClock(t), value: t })) },
    };
  }
  const date = formatDate(request.date);
  const details = [
    { label: demo.labels.date, value: date },
    { label: demo.labels.time, value: time },
    { label: demo.labels.partySize, value: guests },
    { label: demo.labels.table, value: table.name },
  ];
  const requests = request.requests.trim();
  if (requests) details.push({ label: demo.labels.requests, value: fillTemplate(demo.requestsNote, { requests }) });
  return {
    tone: 'confirmed',
    title: demo.confirmedTitle,
    text: fillTemplate(demo.confirmed, { table: table.name, guests, date, time }),
    details,
  };
}

export interface PropertySearch {
  /** Empty for any city. */
  city: string;
  deal: 'buy' | 'rent';
  budget: number;
  minBedrooms: number;
  /** The chosen answer's index for each qualifying question, in order. */
  answers: number[];
}

/** The cities of the sample listings, each once, in alphabetical order. */
export function listingCities(demo: PropertyFinderDemo): string[] {
  return [...new Set(demo.listings.map((l) => l.city))].sort((a, b) => a.localeCompare(b));
}

/** Listings within the search, cheapest first. */
export function matchingListings(demo: PropertyFinderDemo, search: PropertySearch) {
  return demo.listings
    .filter(
      (l) =>
        (!search.city || l.city === search.city) &&
        l.deal === search.deal &&
        l.price <= search.budget &&
        l.bedrooms >= search.minBedrooms,
    )
    .sort((a, b) => a.price - b.price);
}

/** The lead's score (sum of the chosen answers' points) and the highest grade it reaches. */
export function gradeLead(demo: PropertyFinderDemo, answers: number[]) {
  const points = demo.questions.reduce((sum, q, i) => sum + (q.options[answers[i] ?? 0]?.points ?? 0), 0);
  const grade = demo.grades.reduce((best, g) => (points >= g.minPoints && g.minPoints >= best.minPoints ? g : best));
  return { points, grade };
}

export function listingLine(demo: PropertyFinderDemo, listing: PropertyFinderDemo['listings'][number]): string {
  const price =
    listing.deal === 'rent'
      ? fillTemplate(demo.rentPrice, { price: formatDollars(listing.price) })
      : formatDollars(listing.price);
  const rooms = listing.bedrooms === 0 ? demo.studio : fillTemplate(demo.bedroomsOf, { count: listing.bedrooms });
  return `${listing.title} · ${listing.city} · ${rooms} · ${price}`;
}

export function answerPropertySearch(demo: PropertyFinderDemo, search: PropertySearch): DemoAnswer {
  const found = matchingListings(demo, search);
  const { grade } = gradeLead(demo, search.answers);
  return {
    tone: found.length ? 'confirmed' : 'alternative',
    title: fillTemplate(demo.matches, { count: found.length }),
    text: found.length ? '' : demo.noMatch,
    items: found.map((l) => listingLine(demo, l)),
    followUp: { title: demo.leadTitle, label: grade.label, text: grade.text, note: demo.story },
  };
}

export interface SpaBookingRequest {
  /** Index into the offers. */
  treatment: number;
  date: string;
  time: string;
}

export function treatmentLabel(demo: SpaBookingDemo, offer: Offer): string {
  return fillTemplate(demo.treatmentChoice, {
    name: offer.name,
    minutes: offer.minutes,
    price: formatDollars(offer.price),
  });
}

export function answerSpaBooking(demo: SpaBookingDemo, offers: Offer[], request: SpaBookingRequest): DemoAnswer {
  const offer = offers[request.treatment] ?? offers[0]!;
  const start = minutesOfDay(request.time);
  return {
    tone: 'confirmed',
    title: demo.summaryTitle,
    text: fillTemplate(demo.summary, {
      treatment: offer.name,
      date: formatDate(request.date),
      start: formatClock(request.time),
      end: formatClock(clockOf(start + offer.minutes)),
      minutes: offer.minutes,
    }),
    footer: fillTemplate(demo.total, { price: formatDollars(offer.price) }),
  };
}
