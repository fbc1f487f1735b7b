/**
 * An experiment on the home page's hero (content/home.yaml, hero.experiment): the same checks as
 * a landing page's, each pinned with its file, line, column, field and message, and what a valid
 * one makes of the home page on the day of the build (BUILD_NOW): a copy of the hero per variant,
 * the plan of the pre-paint script, and variant a as the page's own.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { PRE_PAINT_PLAN_ID } from '../../src/lib/experiments.ts';
import { PRE_PAINT_SCRIPT } from '../../src/lib/pre-paint-file.ts';
import { PAGES } from '../../src/pages/by-kind.ts';
import { pageData } from '../../src/pages/data-hook.ts';
import type { homeData } from '../../src/pages/index/page-data.ts';
import { pageHtml } from '../../src/pages/render.tsx';
import { checkFixture, cleanupFixtures, type FixtureCheck, LANDING_PAGE, positionOf, replaceOnce } from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const HOME = 'home.yaml';
const OWN_TITLE = 'Transform Your Business with Intelligent Automation';

/** The fixture's home hero ends with its picture's description: the experiment goes after it. */
const HERO_END = '  imageAlt: Illustration of connected automation nodes\n';

const EXPERIMENT = `  experiment:
    name: home-headline
    start: 2098-02-01
    end: 2098-03-31
    variants:
      - key: a
        share: 70
      - key: b
        share: 30
        hero:
          title: Every call answered, every booking made
          highlight: every booking made
`;

/** The fixture's home.yaml with this experiment on its hero (edited by `change`). */
function withExperiment(change: (text: string) => string = (t) => t) {
  return replaceOnce(HERO_END, `${HERO_END}${change(EXPERIMENT)}`);
}

/** The check of the fixture with these edits on this day; messages without their field's hint. */
function checkOn(day: string, edits: Parameters<typeof checkFixture>[0]): FixtureCheck {
  vi.stubEnv('BUILD_NOW', `${day}T18:00:00Z`);
  const r = checkFixture(edits);
  return { ...r, found: r.found.map((p) => ({ ...p, message: p.message.split(' Hint: ')[0]! })) };
}

function at(r: FixtureCheck, file: string, needle: string, field: string, message: string): Problem {
  return { file: r.file(file), ...positionOf(r.read(file), needle), field, message };
}

/** The home page of a checked fixture: its data as the data hook makes it, and its HTML. */
function homePage(r: FixtureCheck) {
  const route = r.routes.find((x) => x.kind === 'home')!;
  const site = { content: r.content!, routes: r.routes, origin: 'https://preview.example.net', images: {} };
  const data = pageData(site, route, PAGES.home.data);
  return { data, html: pageHtml(PAGES.home.Page, data) };
}

describe('an experiment on the home page’s hero', () => {
  it('runs from its start to its end: a copy of the hero per variant, and the pre-paint plan', () => {
    const r = checkOn('2098-03-01', { [HOME]: withExperiment() });
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.content!.home.experimentRuns).toBe(true);
    const { data, html } = homePage(r);
    expect(data.meta.prePaint).toEqual({
      experiment: {
        name: 'home-headline',
        variants: [
          { key: 'a', share: 70 },
          { key: 'b', share: 30 },
        ],
      },
    });
    const props = data.props as ReturnType<typeof homeData>['props'];
    expect(props.heroCopies!.map((c) => [c.variantOf, c.hero.id, c.hero.title, c.hero.highlight])).toEqual([
      ['a', 'home', OWN_TITLE, 'Intelligent Automation'],
      ['b', 'home-b', 'Every call answered, every booking made', 'every booking made'],
    ]);
    // Both copies are in the HTML, each in its box; the plan and the script are in the head.
    expect(html).toContain('<div data-variant-of="a" data-words="own"><section id="home"');
    expect(html).toContain('<div data-variant-of="b" data-words="own"><section id="home-b"');
    expect(html).toContain(`<script type="application/json" id="${PRE_PAINT_PLAN_ID}">`);
    expect(html).toContain(`<script src="${PRE_PAINT_SCRIPT}"></script>`);
    // The hero the page hands on as its own carries no experiment (the page shows none of it).
    expect(props.home.hero).not.toHaveProperty('experiment');
  });

  it('before its start, and once a winner is kept, the page holds one hero and no plan', () => {
    const before = checkOn('2098-01-15', { [HOME]: withExperiment() });
    expect(before.content!.home.experimentRuns).toBe(false);
    expect(homePage(before).data.meta.prePaint).toBeUndefined();
    expect(homePage(before).html).not.toContain('data-variant-of');
    const kept = checkOn('2098-06-01', {
      [HOME]: withExperiment((t) => t.replace('    end: 2098-03-31\n', '    end: 2098-03-31\n    keep: b\n')),
    });
    expect(kept.problems.map(formatProblem)).toEqual([]);
    const { data, html } = homePage(kept);
    expect(data.meta.prePaint).toBeUndefined();
    expect(html).not.toContain('data-variant-of');
    // The kept variant's headline is the page's own from then on.
    expect((data.props as ReturnType<typeof homeData>['props']).home.hero.title).toBe(
      'Every call answered, every booking made',
    );
  });

  it('without an experiment, the home page is as before: one hero, no plan, no pre-paint script', () => {
    const r = checkOn('2098-03-01', {});
    expect(r.content!.home.experimentRuns).toBe(false);
    const { data, html } = homePage(r);
    expect(data.meta.prePaint).toBeUndefined();
    expect(html).not.toContain(PRE_PAINT_SCRIPT);
    expect(html).toContain('<section id="home"');
  });
});

describe('the check of the home page’s experiment refuses', () => {
  it('shares that do not add up to 100', () => {
    const r = checkOn('2098-03-01', { [HOME]: withExperiment((t) => t.replace('share: 30', 'share: 20')) });
    expect(r.found).toEqual([
      at(r, HOME, '- key: a', 'hero.experiment.variants', 'Shares add up to 90 %; make them add up to 100 %.'),
    ]);
  });

  it('an experiment running past its end, on the day after it', () => {
    const r = checkOn('2098-04-01', { [HOME]: withExperiment() });
    expect(r.found).toEqual([
      at(
        r,
        HOME,
        'end: 2098-03-31',
        'hero.experiment.end',
        'the experiment ended on 2098-03-31 (today is 2098-04-01). End it by keeping the winner, e.g. keep: b, or give it a later end.',
      ),
    ]);
  });

  it('a variant whose highlight is not in its headline, or whose headline is too long', () => {
    const r = checkOn('2098-03-01', {
      [HOME]: withExperiment((t) => t.replace('highlight: every booking made', 'highlight: every chair')),
    });
    expect(r.found).toEqual([
      at(
        r,
        HOME,
        'every chair',
        'hero.experiment.variants[1].hero.highlight',
        '"every chair" does not appear in this headline ("Every call answered, every booking made"). Write a highlight that is part of it, written the same way.',
      ),
    ]);
    const long = `${'x'.repeat(72)} every booking made`;
    const s = checkOn('2098-03-01', {
      [HOME]: withExperiment((t) => t.replace('title: Every call answered, every booking made', `title: ${long}`)),
    });
    expect(s.found).toEqual([
      at(s, HOME, long, 'hero.experiment.variants[1].hero.title', 'is too long: at most 90 characters (now 91).'),
    ]);
  });

  it('the name of an experiment a landing page already uses: each name once on the whole site', () => {
    const landing = `${LANDING_PAGE}experiment:
  name: home-headline
  start: 2098-02-01
  variants:
    - key: a
      share: 50
    - key: b
      share: 50
      hero:
        title: Fill every table
`;
    const r = checkOn('2098-03-01', { [HOME]: withExperiment(), 'landing/spring-campaign.yaml': landing });
    // The home page's experiment is counted first: the landing page's is the second of that name.
    expect(r.found).toEqual([
      at(
        r,
        'landing/spring-campaign.yaml',
        'name: home-headline',
        'experiment.name',
        `"home-headline" is already the name of the experiment in ${r.file(HOME)}. Give each experiment a name of its own.`,
      ),
    ]);
  });
});
