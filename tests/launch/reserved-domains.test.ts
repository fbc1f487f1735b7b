/**
 * The example company's addresses in content/ (src/content/launch.ts over
 * src/content/reserved-domains.ts): what counts as an example or reserved domain, which
 * builds are live, and the file:line of every address left in the example content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchProblems, reservedAddressProblems } from '../../src/content/launch.ts';
import { isLiveBuild, reservedAddresses, reservedHost } from '../../src/content/reserved-domains.ts';
import { cleanupFixtures, positionOf, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';
import { ownSiteYaml } from './own-company.ts';

afterAll(cleanupFixtures);

describe('reserved hosts', () => {
  it('refuses the example domains, their subdomains, .test, .invalid and localhost', () => {
    for (const host of [
      'example.com',
      'www.lakeshore-ai.example.com',
      'EXAMPLE.NET',
      'mail.example.org',
      'site.test',
      'x.invalid',
      'localhost',
      'app.localhost',
    ]) {
      expect(reservedHost(host), host).not.toBeNull();
    }
  });
  it('accepts real domains, also those that merely contain the word', () => {
    for (const host of ['lakeshore.ai', 'example.co', 'myexample.com', 'examples.org', 'testing.io', 'supabase.co']) {
      expect(reservedHost(host), host).toBeNull();
    }
  });
});

describe('addresses in a line', () => {
  it('finds e-mail addresses and links, with their column', () => {
    const line = 'Write to founder@example.com or see https://booking.example.com/x, www.shop.test.';
    expect(reservedAddresses(line).map((m) => [m.column, m.text, m.kind])).toEqual([
      [10, 'founder@example.com', 'e-mail address'],
      [37, 'https://booking.example.com/x', 'link'],
      [68, 'www.shop.test', 'link'],
    ]);
  });
  it('lets a sample address shown to visitors stay, and real addresses pass', () => {
    expect(reservedAddresses('Please enter a valid email address, like name@example.com.')).toEqual([]);
    expect(reservedAddresses('hello@lakeshore.ai https://www.facebook.com/lakeshoreai.example')).toEqual([]);
  });
  it('leaves YAML comments out, but reads Markdown bodies whole', () => {
    expect(
      reservedAddressProblems(
        'a.yaml',
        '# e.g. admin.example.com at https://admin.example.com\nkey: 1 # https://x.test',
      ),
    ).toEqual([]);
    const md = reservedAddressProblems('a.md', '---\ntitle: A # see https://x.test\n---\n# Contact https://x.test');
    expect(md.map((p) => p.line)).toEqual([4]);
  });
});

describe('which build is live', () => {
  it('is a production build for a project on the internet, not a preview nor the local server', () => {
    expect(isLiveBuild({ preview: false, supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co' })).toBe(true);
    expect(isLiveBuild({ preview: true, supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co' })).toBe(false);
    for (const local of ['http://127.0.0.1:9', 'http://localhost:3000', 'http://[::1]:3000']) {
      expect(isLiveBuild({ preview: false, supabaseUrl: local }), local).toBe(false);
    }
  });
});

describe('the example content', () => {
  it('names every example address of the shipped content/ and the example editor repository, with what to put there', () => {
    const problems = launchProblems(path.join(REPO_ROOT, 'content'), path.join(REPO_ROOT, 'public'));
    const where = problems.map((p) => `${path.basename(p.file)}:${p.line}`);
    // Lines found in the file itself: no test quotes a line number of live content.
    const site = readFileSync(path.join(REPO_ROOT, 'content', 'site.yaml'), 'utf8');
    const lineOf = (needle: string) => positionOf(site, needle).line;
    const [url, email, leadsTo, alertsTo] = ['url: https://', '  email: ', 'leadsTo: ', 'alertsTo: '].map(lineOf);
    expect(where).toEqual(expect.arrayContaining([url, email, leadsTo, alertsTo].map((line) => `site.yaml:${line}`)));
    const leads = problems.find((p) => p.message.startsWith('founder@example.com') && p.line === leadsTo)!;
    expect(leads.message).toContain('the inbox that should receive every contact request');
    const repo = problems.find((p) => p.field === 'editor.repo')!;
    expect(repo.message).toContain('Replace it with your own repository');
    // The visitor's hint "like name@example.com" is a sample, not an address.
    expect(problems.filter((p) => p.message.startsWith('name@'))).toEqual([]);
  });
  it('has nothing to say about content with real addresses', () => {
    const dir = withFixture({
      'site.yaml': ownSiteYaml,
      'case-studies/restaurants.yaml': replaceOnce('https://demo.example.com', 'https://demo.harborlight.de'),
    });
    expect(launchProblems(dir, path.join(REPO_ROOT, 'public'))).toEqual([]);
  });
});
