// The names of experiments and variants the contact form sends (src/lib/experiment-rules.ts):
// what the page's <html> says is checked again, as the database checks it (tests/db/experiments.test.ts).
import { describe, expect, it } from 'vitest';
import { experimentColumns, experimentOfPage } from '../../src/lib/experiment-rules.ts';

/** An <html> element with these attributes (getAttribute is all the form reads). */
const root = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('experimentOfPage', () => {
  it('reads the experiment and the variant the page shows', () => {
    expect(experimentOfPage(root({ 'data-experiment': 'hero-headline', 'data-variant': 'b' }))).toEqual({
      experiment: 'hero-headline',
      experiment_variant: 'b',
    });
  });

  it.each([
    ['no experiment', {}],
    ['a variant without an experiment', { 'data-variant': 'a' }],
    ['an experiment without a variant', { 'data-experiment': 'hero' }],
    ['a variant that is not a, b or c', { 'data-experiment': 'hero', 'data-variant': 'd' }],
    ['an upper-case variant', { 'data-experiment': 'hero', 'data-variant': 'B' }],
    ['markup in the name', { 'data-experiment': '<script>', 'data-variant': 'a' }],
    ['a name starting with a hyphen', { 'data-experiment': '-hero', 'data-variant': 'a' }],
    ['a name of 61 characters', { 'data-experiment': 'x'.repeat(61), 'data-variant': 'a' }],
  ])('sends neither column for %s', (_name, attributes) => {
    expect(experimentOfPage(root(attributes))).toEqual({});
  });

  it('takes names up to 60 characters, digits and hyphens', () => {
    expect(experimentColumns(`9${'a-'.repeat(29)}z`, 'c')).toEqual({
      experiment: `9${'a-'.repeat(29)}z`,
      experiment_variant: 'c',
    });
    expect(experimentOfPage(null)).toEqual({});
  });
});
