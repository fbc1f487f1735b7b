/**
 * Names in page addresses (slugs, the file names of articles and pages) are lower-case words and
 * hyphens of at most 80 characters: the schema rule, the content check at file:line with a fix,
 * the address the editor makes of a long title, and the pattern the editor's field receives.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kebabName } from '../../src/content/files.ts';
import { MAX_SLUG_LENGTH, slug } from '../../src/content/schemas/common.ts';
import { addressFromTitle } from '../../src/lib/address.ts';
import { checkFixture, cleanupFixtures, positionOf, post } from './fixture.ts';

afterAll(cleanupFixtures);

/** An address of exactly n characters, in words and hyphens. */
const long = (n: number) => `${'word-'.repeat(n).slice(0, n - 1)}x`;
const rule = slug('test');

describe('the slug rule', () => {
  it('takes lower-case words and hyphens up to 80 characters', () => {
    expect(MAX_SLUG_LENGTH).toBe(80);
    for (const ok of ['spa-wellness', 'a', long(80)]) expect(rule.safeParse(ok).success, ok).toBe(true);
  });

  it('refuses 81 characters with the length and a fix, and capitals, spaces or doubled hyphens', () => {
    const tooLong = rule.safeParse(long(81));
    expect(tooLong.success).toBe(false);
    // The length alone: the pattern is not reported on top of it.
    expect(tooLong.error?.issues.map((i) => [i.code, 'maximum' in i ? i.maximum : undefined])).toEqual([
      ['too_big', 80],
    ]);
    for (const bad of ['Spa-Wellness', 'spa wellness', 'spa--wellness', '-spa', '']) {
      const result = rule.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toMatch(/^must be lower-case words joined by hyphens/);
    }
  });
});

describe('the content check', () => {
  it('refuses an article whose address is 81 characters, at its line, with the fix', () => {
    const r = checkFixture({ 'blog/long-address.md': post('Long', '2025-01-20', `slug: ${long(81)}\n`) });
    const at = positionOf(r.read('blog/long-address.md'), `slug: ${long(81)}`);
    expect(r.found).toContainEqual({
      file: r.file('blog/long-address.md'),
      line: at.line,
      column: at.column + 'slug: '.length,
      field: 'slug',
      message: expect.stringMatching(
        /^is too long: at most 80 characters \(now 81\)\. Hint: .*lower-case words joined by hyphens \(keep its main words\)/,
      ),
    });
  });

  it('refuses a file name of 81 characters and names a shorter one that keeps whole words', () => {
    const name = `${long(81)}.md`;
    const r = checkFixture({ [`blog/${name}`]: post('Long', '2025-01-20') });
    const shorter = kebabName(long(81));
    expect(shorter.length).toBeLessThanOrEqual(80);
    expect(long(81).startsWith(shorter)).toBe(true);
    expect(r.found).toContainEqual({
      file: r.file(`blog/${name}`),
      line: 1,
      column: 1,
      field: '',
      message: `has a file name too long for an address: names have at most 80 characters (this one has 81). Rename it to ${shorter}.md.`,
    });
  });

  it('accepts an 80-character file name', () => {
    const r = checkFixture({ [`blog/${long(80)}.md`]: post('Long', '2025-01-20') });
    expect(r.found).toEqual([]);
  });
});

describe('in the editor', () => {
  it('the address made from a long title stops at the last whole word within 80 characters', () => {
    const title =
      'How a Chicago restaurant group automated bookings, reviews, staff rotas and supplier orders in one season';
    const address = addressFromTitle(title);
    expect(address.length).toBeLessThanOrEqual(80);
    expect(address).toBe('how-a-chicago-restaurant-group-automated-bookings-reviews-staff-rotas-and');
  });

  it("the address fields' pattern (what Decap checks before saving or moving) refuses 81 characters", () => {
    const config = parse(readFileSync(new URL('../../public/admin/config.yml', import.meta.url), 'utf8')) as {
      collections: Array<{
        name: string;
        fields?: Array<{ name: string; widget: string; pattern?: [string, string] }>;
      }>;
    };
    const addresses = config.collections.flatMap((c) =>
      (c.fields ?? []).filter((f) => f.widget === 'page-address').map((f) => ({ collection: c.name, ...f })),
    );
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    for (const field of addresses) {
      const pattern = new RegExp(field.pattern![0]);
      expect(pattern.test(long(80)), field.collection).toBe(true);
      expect(pattern.test(long(81)), field.collection).toBe(false);
      expect(pattern.test('Upper-Case'), field.collection).toBe(false);
    }
  });
});
