/**
 * The analytics settings of site.yaml as the content check reads them: the banner may be turned
 * off only while no Google Analytics ID is set (Google's cookies need consent, Plausible sets
 * none), with the message and place an editor sees; Plausible's domain and host take only what
 * the tracker can use.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkFixture, cleanupFixtures, positionOf, replaceOnce } from './fixture.ts';

afterAll(cleanupFixtures);

const bannerOff = replaceOnce('  enabled: true', '  enabled: false');
const google = replaceOnce('googleTagId: null', 'googleTagId: G-TEST1234');
const plausible = replaceOnce('plausibleDomain: null', 'plausibleDomain: www.example.com');

describe('turning the cookie banner off', () => {
  it('is refused while a Google Analytics ID is set, at the switch, in plain words', () => {
    const r = checkFixture({ 'site.yaml': (t) => bannerOff(google(t)) });
    expect(r.content).toBeUndefined();
    const key = positionOf(r.read('site.yaml'), 'enabled: false');
    expect(r.found).toEqual([
      {
        file: r.file('site.yaml'),
        // At the value, as for every other field.
        line: key.line,
        column: key.column + 'enabled: '.length,
        field: 'cookieBanner.enabled',
        message: expect.stringMatching(/^cannot be off while a Google Analytics ID is set: .*consent/),
      },
    ]);
  });

  it('is accepted with Plausible alone, and with no analytics at all', () => {
    const alone = checkFixture({ 'site.yaml': (t) => bannerOff(plausible(t)) });
    expect(alone.found).toEqual([]);
    expect(alone.content?.site.cookieBanner.enabled).toBe(false);
    expect(checkFixture({ 'site.yaml': bannerOff }).found).toEqual([]);
  });

  it('leaves the banner on with Google set (the rule does not fire while it is on)', () => {
    const r = checkFixture({ 'site.yaml': google });
    expect(r.found).toEqual([]);
  });
});

describe("Plausible's settings", () => {
  it('refuse a domain written as an address, and a host with a path or plain http elsewhere', () => {
    const r = checkFixture({
      'site.yaml': (t) =>
        replaceOnce(
          'plausibleHost: https://plausible.io',
          'plausibleHost: http://plausible.example.com/js',
        )(replaceOnce('plausibleDomain: null', 'plausibleDomain: https://www.example.com/')(t)),
    });
    expect(r.found.map((p) => p.field)).toEqual(['analytics.plausibleDomain', 'analytics.plausibleHost']);
  });

  it('accept a self-hosted Community Edition and a Plausible on this machine', () => {
    for (const host of ['https://plausible.example.com', 'http://127.0.0.1:8000', 'http://localhost:8000']) {
      const r = checkFixture({
        'site.yaml': (t) => replaceOnce('plausibleHost: https://plausible.io', `plausibleHost: ${host}`)(plausible(t)),
      });
      expect(r.found, host).toEqual([]);
    }
  });
});
