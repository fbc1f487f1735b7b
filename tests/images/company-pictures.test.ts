/**
 * The pictures name the company of Site settings (scripts/build/pictures.ts): the example's logo,
 * favicon and social picture write {company} where its name stands, and the build fills it in,
 * in the SVGs the site serves and in the social PNG drawn from them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSocialImages } from '../../scripts/build/images.ts';
import { fillSvgs, svgFill } from '../../scripts/build/pictures.ts';
import { cleanupFixtures, PUBLIC_DIR, replaceOnce, withFixture } from '../content/fixture.ts';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  cleanupFixtures();
});

const named = (name: string) =>
  svgFill(
    withFixture(name === 'Lakeshore AI' ? {} : { 'site.yaml': replaceOnce('name: Lakeshore AI', `name: ${name}`) }),
  );

async function socialPng(name: string): Promise<Buffer> {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'company-pictures-'));
  temps.push(site);
  fs.mkdirSync(path.join(site, 'images'));
  await writeSocialImages(site, ['/images/og-default.svg'], PUBLIC_DIR, named(name));
  return sharp(path.join(site, 'images', 'og-default.png'))
    .raw()
    .toBuffer();
}

describe('the company in the pictures', () => {
  it('fills the name into the SVGs the site serves, escaped for XML', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'company-svgs-'));
    temps.push(dir);
    fs.cpSync(path.join(PUBLIC_DIR, 'images'), path.join(dir, 'images'), { recursive: true });
    fs.copyFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), path.join(dir, 'favicon.svg'));
    fillSvgs(dir, named('Harbor & Light'));
    for (const file of ['images/og-default.svg', 'images/logo-mark.svg', 'favicon.svg']) {
      const svg = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(svg, file).toContain('Harbor &amp; Light');
      expect(svg, file).not.toMatch(/\{company\}|Lakeshore/);
    }
    expect(fs.readFileSync(path.join(dir, 'images/og-default.svg'), 'utf8')).toContain(
      '<title>Harbor &amp; Light: AI automation',
    );
  });

  it('draws the social PNG with the name of Site settings', async () => {
    const [first, again, other] = await Promise.all([
      socialPng('Harbor Light Studio'),
      socialPng('Harbor Light Studio'),
      socialPng('Lakeshore AI'),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });
});
