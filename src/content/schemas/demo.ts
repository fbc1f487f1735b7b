/**
 * The working demo on a case-study page: a form that answers on the page from sample data in
 * the case study's file, and sends nothing anywhere. `kind` picks one of three demos.
 */
import { z } from 'zod';
import { itemNames, template, text } from './common.ts';

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time written HH:MM on a 24-hour clock, e.g. 19:30.' })
  .describe('A time of day written HH:MM on a 24-hour clock, e.g. 19:30.');

const times = (what: string) =>
  z.array(clockTime).min(2).max(24).describe(`The times a visitor can choose for ${what}, in order, e.g. 18:00.`);

/** What every demo shows around its own fields. */
const frame = {
  title: text('Heading of the demo, e.g. "Reserve a Table".', { max: 60 }),
  badge: text('Short label that marks the form as a demonstration, e.g. "Live demo · sample data".', { max: 40 }),
  intro: text('One sentence inviting the visitor to try the demo.', { max: 200 }),
  button: text('Text of the demo’s button.', { max: 30 }),
  note: text('Small print saying the demo uses sample data and sends or books nothing.', { max: 160 }),
  answerTitle: text('Heading of the panel where the demo’s answer appears.', { max: 60 }),
  waiting: text('Text in the answer panel before the visitor has tried the demo.', { max: 160 }),
};

const table = z
  .strictObject({
    name: text('Name of the table type as guests see it, e.g. "Window".', { max: 40 }),
    seats: z.number().int().min(1).max(30).describe('The most guests this table type seats, e.g. 4.'),
    full: z
      .array(clockTime)
      .max(24)
      .default([])
      .describe('Times at which this table type is fully booked in the sample data, e.g. 19:30.'),
  })
  .describe('A table type of the restaurant with its seats and fully booked times.')
  .register(itemNames, { noun: 'table type', title: 'name' });

export const reservationDemo = z
  .strictObject({
    kind: z.literal('reservation').describe('reservation: a table reservation form for a restaurant.'),
    ...frame,
    labels: z
      .strictObject({
        date: text('Label of the date field.', { max: 40 }),
        time: text('Label of the time field.', { max: 40 }),
        partySize: text('Label of the party size field.', { max: 40 }),
        table: text('Label of the table type field.', { max: 40 }),
        requests: text('Label of the special requests field.', { max: 40 }),
      })
      .describe('Labels of the reservation fields.'),
    requestsPlaceholder: text('Example text shown in the empty special requests field.', { max: 80 }),
    guests: template('How a party size reads, e.g. "{count} guests".', { count: 'the number of guests' }, { max: 30 }),
    oneGuest: text('How a party of one reads, e.g. "1 guest".', { max: 30 }),
    maxPartySize: z.number().int().min(2).max(30).describe('The largest party a guest can choose, e.g. 8.'),
    times: times('a reservation'),
    tables: z.array(table).min(1).max(8).describe('The table types guests choose from.'),
    confirmed: template(
      'Answer when the table is free, e.g. "{table} for {guests} on {date} at {time}."',
      { table: 'the table type', guests: 'the party size', date: 'the date', time: 'the time' },
      { max: 200 },
    ),
    confirmedTitle: text('Heading of the confirmation card, e.g. "Your table is reserved".', { max: 60 }),
    requestsNote: template(
      'Line on the confirmation card repeating the special requests, e.g. "Noted for the kitchen: {requests}".',
      { requests: 'what the guest wrote' },
      { max: 120 },
    ),
    fullTitle: text('Heading of the answer when the chosen time is taken, e.g. "That time is taken".', { max: 60 }),
    full: template(
      'Answer when the chosen table type is fully booked at that time, followed by the free times.',
      { table: 'the table type', time: 'the chosen time' },
      { max: 200 },
    ),
    tooSmall: template(
      'Answer when the party is larger than the table type seats, followed by tables that fit.',
      { table: 'the table type', seats: 'the seats of that table type', guests: 'the party size' },
      { max: 200 },
    ),
    noAlternative: text('Answer when nothing else is free that evening for this party.', { max: 200 }),
  })
  .describe('A restaurant reservation demo.');

const listing = z
  .strictObject({
    title: text('Short name of the home, e.g. "Sunny two-bedroom near the lake".', { max: 80 }),
    city: text('City of the home, as the city list shows it.', { max: 40 }),
    deal: z.enum(['buy', 'rent']).describe('buy (for sale) or rent.'),
    price: z
      .number()
      .int()
      .positive()
      .max(100_000_000)
      .describe('Price in US dollars: the sale price, or the rent per month.'),
    bedrooms: z.number().int().min(0).max(20).describe('Number of bedrooms; 0 for a studio.'),
  })
  .describe('A sample listing the property finder can show.')
  .register(itemNames, { noun: 'listing', title: 'title' });

const qualifyingQuestion = z
  .strictObject({
    label: text('The question, e.g. "When do you want to move?".', { max: 80 }),
    options: z
      .array(
        z
          .strictObject({
            label: text('One answer.', { max: 60 }),
            points: z.number().int().min(0).max(10).describe('How much this answer raises the lead score (0–10).'),
          })
          .describe('One answer and its points.')
          .register(itemNames, { noun: 'answer', title: 'label' }),
      )
      .min(2)
      .max(6)
      .describe('The answers a visitor picks from.'),
  })
  .describe('A qualifying question asked before a lead reaches an agent.')
  .register(itemNames, { noun: 'question', title: 'label' });

const leadGrade = z
  .strictObject({
    minPoints: z.number().int().min(0).max(100).describe('The lowest score that earns this grade.'),
    label: text('Name of the grade, e.g. "Hot lead".', { max: 30 }),
    text: text('What happens to a lead of this grade, e.g. "An agent calls within 5 minutes."', { max: 200 }),
  })
  .describe('A lead grade and what happens with such a lead.')
  .register(itemNames, { noun: 'grade', title: 'label' });

export const propertyFinderDemo = z
  .strictObject({
    kind: z.literal('propertyFinder').describe('propertyFinder: a property search with lead qualification.'),
    ...frame,
    labels: z
      .strictObject({
        city: text('Label of the city field.', { max: 40 }),
        anyCity: text('The city choice that searches every city, e.g. "Any city".', { max: 40 }),
        deal: text('Label of the buy-or-rent choice.', { max: 40 }),
        buy: text('The "buy" choice.', { max: 20 }),
        rent: text('The "rent" choice.', { max: 20 }),
        budget: text('Label of the budget field (US dollars; a monthly rent when renting).', { max: 60 }),
        bedrooms: text('Label of the bedrooms field.', { max: 40 }),
      })
      .describe('Labels of the search fields.'),
    bedroomChoices: template(
      'How a minimum number of bedrooms reads in the list, e.g. "{count}+ bedrooms".',
      { count: 'the number of bedrooms' },
      { max: 30 },
    ),
    anyBedrooms: text('The bedrooms choice that accepts any home, studios included, e.g. "Any".', { max: 30 }),
    maxBedroomChoice: z.number().int().min(1).max(10).describe('The largest minimum the bedrooms list offers, e.g. 4.'),
    qualifyTitle: text('Legend of the short qualification step, e.g. "Two quick questions".', { max: 60 }),
    questions: z.array(qualifyingQuestion).min(1).max(4).describe('Qualifying questions asked with the search.'),
    listings: z.array(listing).min(2).max(30).describe('Sample listings the search looks through.'),
    matches: template(
      'Heading over the matching listings, e.g. "{count} homes match".',
      { count: 'the number of matches' },
      { max: 60 },
    ),
    noMatch: text('Answer when no sample listing matches; suggest what to change.', { max: 200 }),
    rentPrice: template(
      'How a monthly rent reads, e.g. "{price}/month".',
      { price: 'the rent in dollars' },
      { max: 30 },
    ),
    bedroomsOf: template(
      'How a listing’s bedrooms read, e.g. "{count} bd".',
      { count: 'the number of bedrooms' },
      { max: 30 },
    ),
    studio: text('How a home without a bedroom reads, e.g. "Studio".', { max: 30 }),
    leadTitle: text('Heading of the lead card, e.g. "What the agent receives".', { max: 60 }),
    grades: z
      .array(leadGrade)
      .min(2)
      .max(4)
      .describe('Lead grades from the lowest score up; the first must start at 0 points.'),
    story: text('One sentence on how qualifying leads raised lead quality, e.g. 3x.', { max: 240 }),
  })
  .describe('A property finder demo with a lead-qualification step.');

export const spaBookingDemo = z
  .strictObject({
    kind: z.literal('spaBooking').describe('spaBooking: a treatment booking form (uses the price list).'),
    ...frame,
    labels: z
      .strictObject({
        treatment: text('Label of the treatment field.', { max: 40 }),
        date: text('Label of the date field.', { max: 40 }),
        time: text('Label of the start time field.', { max: 40 }),
      })
      .describe('Labels of the booking fields.'),
    treatmentChoice: template(
      'How a treatment reads in the list, e.g. "{name} · {minutes} min · {price}".',
      { name: 'the treatment', minutes: 'its duration', price: 'its price' },
      { max: 60 },
    ),
    times: times('the start of a treatment'),
    summaryTitle: text('Heading of the booking summary, e.g. "Your booking".', { max: 60 }),
    summary: template(
      'The booking summary, e.g. "{treatment} on {date}, {start}–{end} ({minutes} min)".',
      {
        treatment: 'the treatment',
        date: 'the date',
        start: 'the start time',
        end: 'the end time',
        minutes: 'the duration',
      },
      { max: 200 },
    ),
    total: template('The price line, e.g. "Total: {price}".', { price: 'the price from the price list' }, { max: 60 }),
  })
  .describe('A spa booking demo; its treatments and prices come from the price list (offers).');

export const demo = z
  .discriminatedUnion('kind', [reservationDemo, propertyFinderDemo, spaBookingDemo])
  .describe('The working demo on the page: kind reservation, propertyFinder or spaBooking, with its sample data.');

export type Demo = z.infer<typeof demo>;
export type ReservationDemo = z.infer<typeof reservationDemo>;
export type PropertyFinderDemo = z.infer<typeof propertyFinderDemo>;
export type SpaBookingDemo = z.infer<typeof spaBookingDemo>;
