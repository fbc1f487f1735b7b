// The owner's clock for the tools: site.yaml's timeZone, read from that file alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteTimeZone } from '../../src/content/site-time-zone.ts';

const FIXTURE = path.resolve('tests/fixtures/site');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
/** A content folder whose site.yaml is the fixture's with `change` applied (or none at all). */
function contentWith(change: ((yaml: string) => string) | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tz-'));
  dirs.push(dir);
  if (change)
    fs.writeFileSync(path.join(dir, 'site.yaml'), change(fs.readFileSync(path.join(FIXTURE, 'site.yaml'), 'utf8')));
  return dir;
}

describe('siteTimeZone', () => {
  it("is site.yaml's timeZone", () => {
    expect(siteTimeZone({ contentDir: FIXTURE })).toBe('America/Chicago');
    const berlin = contentWith((yaml) => yaml.replace(/^timeZone: .*$/m, 'timeZone: Europe/Berlin'));
    expect(siteTimeZone({ contentDir: berlin })).toBe('Europe/Berlin');
  });

  it('is UTC while site.yaml is missing or invalid (the content check says why)', () => {
    expect(siteTimeZone({ contentDir: contentWith(null) })).toBe('UTC');
    const mars = contentWith((yaml) => yaml.replace(/^timeZone: .*$/m, 'timeZone: Mars/Olympus_Mons'));
    expect(siteTimeZone({ contentDir: mars })).toBe('UTC');
  });
});
