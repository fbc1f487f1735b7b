/**
 * The example company's marks a live build refuses (src/content/example-company.ts): its name in
 * every spelling, its two phone numbers, its pictures by their content, and its reviewers and
 * clients unless site.yaml's keepExampleContent keeps them.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PICTURES, exampleMarks } from '../../src/content/example-company.ts';
import { launchProblems } from '../../src/content/launch.ts';
import { cleanupFixtures, PUBLIC_DIR, REPO_ROOT, withFixture } from '../content/fixture.ts';
import { ownSiteYaml } from './own-company.ts';

afterAll(cleanupFixtures);

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the example pictures', () => {
  it('are known by the digests of the files the example ships', () => {
    const shipped = ['images/logo-mark.svg', 'favicon.svg', 'images/og-default.svg'].map((f) =>
      sha256(path.join(PUBLIC_DIR, f)),
    );
    expect(Object.keys(EXAMPLE_PICTURES).sort()).toEqual(shipped.sort());
  });

  it('are refused under another name too, at the setting that names them', () => {
    const dir = withFixture({ 'site.yaml': ownSiteYaml });
    const publicDir = path.join(dir, 'public');
    mkdirSync(path.join(publicDir, 'images/own'), { recursive: true });
    copyFileSync(path.join(PUBLIC_DIR, 'images/logo-mark.svg'), path.join(publicDir, 'images/own/logo.svg'));
    const found = launchProblems(dir, publicDir).filter((p) => !p.message.includes('example link'));
    expect(found.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'company.logo: /images/own/logo.svg is the example logo. Put your own logo (a square SVG or PNG under /images/) in public/ and name it here (or replace the file itself).',
    ]);
  });
});

describe('the marks on a line', () => {
  const marks = (line: string, keep: ('reviews' | 'caseStudies')[] = [], file = 'content/home.yaml') =>
    exampleMarks(file, line, keep).map((m) => `${m.column} ${m.text}`);

  it('find the name in every spelling and the two phone numbers in every form', () => {
    expect(marks('  legalName: Lakeshore AI Automation LLC')).toEqual(['14 Lakeshore AI Automation LLC']);
    expect(marks('  twitterHandle: "@lakeshoreai"')).toEqual(['20 lakeshoreai']);
    expect(marks('  display: "+1 (312) 555-0142"')).toEqual(['13 +1 (312) 555-0142']);
    expect(marks('  tel: "+13125550187"')).toEqual(['9 +13125550187']);
    // A sample number shown to visitors (555-0100) is no number of the company.
    expect(marks('placeholder: "+1 (312) 555-0100"')).toEqual([]);
    expect(marks('name: Lakeside Bakery')).toEqual([]);
  });

  it('keep the reviews and the clients only as the owner says', () => {
    expect(marks('  - name: Maria Gonzalez')).toEqual(['11 Maria Gonzalez']);
    expect(marks('  - name: Maria Gonzalez', ['reviews'])).toEqual([]);
    expect(marks('Maison Lumière, a restaurant', ['reviews'])).toEqual(['1 Maison Lumière']);
    // A kept review names its reviewer's company: kept with it.
    expect(marks('company: Maison Lumière', ['reviews'], 'content/testimonials.yaml')).toEqual([]);
    expect(marks('Maison Lumière, a restaurant', ['caseStudies'])).toEqual([]);
  });

  it('of the shipped content/ are all listed, and none of them once all is replaced or kept', () => {
    const shipped = launchProblems(path.join(REPO_ROOT, 'content'), PUBLIC_DIR).map((p) => p.message);
    expect(shipped.filter((m) => m.includes('fictional reviewer')).length).toBeGreaterThanOrEqual(3);
    expect(shipped.filter((m) => m.includes('fictional client')).length).toBeGreaterThanOrEqual(3);
    expect(shipped.filter((m) => m.includes("example company's phone number")).length).toBe(4);
    const own = withFixture({ 'site.yaml': ownSiteYaml });
    expect(launchProblems(own, PUBLIC_DIR).filter((p) => !p.message.includes('example link'))).toEqual([]);
  });
});
