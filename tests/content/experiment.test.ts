/**
 * Experiments and messages on a landing page (content/landing/<slug>.yaml): what the check
 * refuses, each pinned with its file, line, column, field and message, and what a valid one
 * makes of the page on the day of the build (BUILD_NOW).
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { checkFixture, cleanupFixtures, type FixtureCheck, LANDING_PAGE, positionOf } from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const FILE = 'landing/spring-campaign.yaml';

const EXPERIMENT = `experiment:
  name: spring-hero
  start: 2098-02-01
  end: 2098-03-31
  variants:
    - key: a
      share: 60
    - key: b
      share: 40
      hero:
        title: Every table booked
        highlight: table booked
`;

const MESSAGES = `messages:
  - key: restaurant-booking
    words:
      - Restaurant Booking Software
    title: Booking that runs itself
    highlight: runs itself
`;

function page(extra: string, base = LANDING_PAGE): string {
  return `${base}${extra}`;
}

/** `search` replaced by `replacement` in `text`, exactly once. */
function edited(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at === -1 || text.indexOf(search, at + 1) !== -1) throw new Error(`"${search}" must occur once`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

function at(r: FixtureCheck, needle: string, field: string, message: string, occurrence = 1): Problem {
  return { file: r.file(FILE), ...positionOf(r.read(FILE), needle, occurrence), field, message };
}

/**
 * The check of the fixture with this page, on this day. A problem's message ends with the hint of
 * its field (the description the editor sees); `found` leaves it out, `hinted` keeps it.
 */
function checkOn(day: string, text: string, more: Record<string, string> = {}): FixtureCheck & { hinted: Problem[] } {
  vi.stubEnv('BUILD_NOW', `${day}T18:00:00Z`);
  const r = checkFixture({ [FILE]: text, ...more });
  return { ...r, hinted: r.found, found: r.found.map((p) => ({ ...p, message: p.message.split(' Hint: ')[0]! })) };
}

describe('a valid experiment', () => {
  it('runs from its start to its end, and is off before it starts and once a winner is kept', () => {
    const running = checkOn('2098-03-01', page(EXPERIMENT));
    expect(running.problems.map(formatProblem)).toEqual([]);
    expect(running.content!.landing[0]).toMatchObject({ experimentRuns: true, experiment: { name: 'spring-hero' } });
    expect(checkOn('2098-01-15', page(EXPERIMENT)).content!.landing[0]!.experimentRuns).toBe(false);
    const kept = checkOn(
      '2098-06-01',
      page(edited(EXPERIMENT, '  end: 2098-03-31\n', '  end: 2098-03-31\n  keep: b\n')),
    );
    expect(kept.problems.map(formatProblem)).toEqual([]);
    expect(kept.content!.landing[0]!.experimentRuns).toBe(false);
  });
});

describe('the check refuses', () => {
  it('shares that do not add up to 100', () => {
    const r = checkOn('2098-03-01', page(edited(EXPERIMENT, 'share: 40', 'share: 30')));
    expect(r.found).toEqual([
      at(r, '- key: a', 'experiment.variants', 'Shares add up to 90 %; make them add up to 100 %.'),
    ]);
    expect(r.hinted[0]!.message).toBe(
      'Shares add up to 90 %; make them add up to 100 %. Hint: Two or three variants: a (the page as written), b and, if you like, c, each with its share.',
    );
  });

  it('an experiment running past its end, on the day after it', () => {
    const r = checkOn('2098-04-01', page(EXPERIMENT));
    expect(r.found).toEqual([
      at(
        r,
        'end: 2098-03-31',
        'experiment.end',
        'the experiment ended on 2098-03-31 (today is 2098-04-01). End it by keeping the winner, e.g. keep: b, or give it a later end.',
      ),
    ]);
  });

  it('a variant that breaks a rule of the hero: a highlight not in its headline, a headline too long', () => {
    const broken = edited(EXPERIMENT, 'highlight: table booked', 'highlight: every chair');
    const r = checkOn('2098-03-01', page(edited(broken, 'title: Every table booked', `title: ${'x'.repeat(91)}`)));
    expect(r.found).toEqual([
      at(r, 'x'.repeat(91), 'experiment.variants[1].hero.title', 'is too long: at most 90 characters (now 91).'),
      at(
        r,
        'every chair',
        'experiment.variants[1].hero.highlight',
        `"every chair" does not appear in this headline ("${'x'.repeat(91)}"). Write a highlight that is part of it, written the same way.`,
      ),
    ]);
    const s = checkOn('2098-03-01', page(broken));
    expect(s.found).toEqual([
      at(
        s,
        'every chair',
        'experiment.variants[1].hero.highlight',
        '"every chair" does not appear in this headline ("Every table booked"). Write a highlight that is part of it, written the same way.',
      ),
    ]);
  });

  it('variants out of order, a variant b that changes nothing, a kept key that is not a variant', () => {
    const text = edited(
      edited(
        EXPERIMENT,
        '    - key: b\n      share: 40\n      hero:\n        title: Every table booked\n        highlight: table booked\n',
        '    - key: c\n      share: 40\n',
      ),
      '  end: 2098-03-31\n',
      '  end: 2098-03-31\n  keep: b\n',
    );
    const r = checkOn('2098-03-01', page(text));
    expect(r.found).toEqual([
      at(r, 'b\n', 'experiment.keep', 'is not one of the variants (a, c): keep one of them.'),
      at(
        r,
        'key: c',
        'experiment.variants[1].hero',
        "changes nothing: variant c must change at least one of the hero's fields (title, text, primaryCta, image…), or replace a section (sections).",
      ),
      at(r, 'c\n', 'experiment.variants[1].key', 'should be b: the variants are a, b and c, in this order.'),
    ]);
  });

  it('two experiments of the same name on the site', () => {
    const r = checkOn('2098-03-01', page(EXPERIMENT), { 'landing/autumn.yaml': page(EXPERIMENT) });
    // The files are read in the order of their names: autumn.yaml's name comes first.
    expect(r.found).toEqual([
      at(
        r,
        'name: spring-hero',
        'experiment.name',
        `"spring-hero" is already the name of the experiment in ${r.file('landing/autumn.yaml')}. Give each experiment a name of its own.`,
      ),
    ]);
  });

  it('two messages answering the same campaign words, once normalised', () => {
    const twice = `${MESSAGES}  - key: booking\n    words:\n      - restaurant_booking\n    title: Other words\n`;
    const r = checkOn('2098-03-01', page(twice));
    expect(r.found).toEqual([
      at(
        r,
        'restaurant_booking',
        'messages[1].words[0]',
        '"restaurant_booking" already shows the message restaurant-booking: each campaign\'s words can show one message only.',
      ),
    ]);
  });

  it('an experiment or messages on a page without a hero', () => {
    const noHero = LANDING_PAGE.replace(/ {2}- type: hero\n(?: {4}.*\n)+/, '');
    const r = checkOn('2098-03-01', page(`${EXPERIMENT.replace(/hero:\n.*\n.*\n/, '')}`, noHero));
    expect(r.found.map((p) => [p.field, p.message])).toContainEqual([
      'experiment',
      'changes the hero, and this page has none: add a hero section as the first section, or remove this.',
    ]);
  });
});
