/**
 * One identity (issue 50, point 1; issue 51, point 7): the company is set once, in site.yaml, and
 * the texts name it with placeholders ({company}, {legalName}, {companyPhone}, …) filled as the
 * content is loaded. A copy of the real content/ with the settings changed shows the change on
 * every page that names it, in the feed, the titles, the legal pages and both e-mails; an unknown
 * placeholder in a page's text is refused where it stands.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CheckedContent, checkContent } from '../../src/content/index.ts';
import type { Route } from '../../src/content/routes.ts';
import { identitySlip } from '../../src/content/walk.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { rssXml } from '../../src/lib/site-files.ts';
import { PAGES } from '../../src/pages/by-kind.ts';
import { composeJob } from '../../supabase/functions/_shared/notify/compose.ts';
import type { ClaimedJob } from '../../supabase/functions/_shared/notify/types.ts';
import { checkFixture, cleanupFixtures, positionOf, REAL_CONTENT_DIR, replaceOnce } from './fixture.ts';

const ORIGIN = 'https://www.harborlight.test';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  cleanupFixtures();
});

/** The real content/ with site.yaml patched, checked; throws on any problem. */
function realContentWith(patch: (siteYaml: string) => string): { content: CheckedContent; routes: Route[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'identity-'));
  dirs.push(dir);
  cpSync(REAL_CONTENT_DIR, dir, { recursive: true });
  const site = path.join(dir, 'site.yaml');
  const before = readFileSync(site, 'utf8');
  const after = patch(before);
  if (after === before) throw new Error('the patch changed nothing');
  writeFileSync(site, after);
  const r = checkContent({ contentDir: dir });
  if (!r.content) throw new Error(`content has problems: ${JSON.stringify(r.problems.slice(0, 3))}`);
  return { content: r.content, routes: r.routes };
}

function dataAt(site: { content: CheckedContent; routes: Route[] }, at: string) {
  const route = site.routes.find((r) => r.path === at);
  if (!route) throw new Error(`no route ${at}`);
  return PAGES[route.kind].data({ content: site.content, route, routes: site.routes, origin: ORIGIN });
}

const LEGAL = ['/privacy-policy', '/terms-of-service', '/cookie-policy'];

describe('the phone number changed in Site settings', () => {
  const site = realContentWith((text) =>
    text
      .replace('display: "+1 (312) 555-0142"', 'display: "+1 (773) 201-4455"')
      .replace('tel: "+13125550142"', 'tel: "+17732014455"'),
  );

  it.each(LEGAL)('is shown, as a link that dials it, on %s', (at) => {
    const { html } = (dataAt(site, at).props as { page: { html: string } }).page;
    expect(html).toContain('<a href="tel:+17732014455">+1 (773) 201-4455</a>');
    expect(html).not.toMatch(/555-0142|5550142/);
  });
});

describe('a renamed company', () => {
  const site = realContentWith((text) =>
    text
      .replace('name: Lakeshore AI', 'name: Harbor Light Studio')
      .replace('legalName: Lakeshore AI Automation LLC', 'legalName: Harbor Light Studio GmbH')
      .replace('registeredIn: Illinois, USA', 'registeredIn: Hamburg, Germany')
      .replace('governingLaw: the laws of the State of Illinois, USA', 'governingLaw: the laws of Germany'),
  );
  const { content } = site;

  it('reaches the feed title and the title template', () => {
    expect(rssXml(content, ORIGIN)).toContain('<title>Harbor Light Studio Blog</title>');
    expect(dataAt(site, '/about').meta.title).toBe('About Us | Harbor Light Studio');
    expect(dataAt(site, '/').meta.title).toMatch(/^Harbor Light Studio \| /);
  });

  it('is the home page\'s "Why" heading', () => {
    expect(JSON.stringify(dataAt(site, '/').props)).toContain('"Why Harbor Light Studio"');
  });

  it('is the legal entity, its place of registration and its law on the terms of service', () => {
    const { html } = (dataAt(site, '/terms-of-service').props as { page: { html: string } }).page;
    expect(html).toContain('operated by Harbor Light Studio GmbH (&quot;Harbor Light Studio,&quot;');
    expect(html).toContain('registered in Hamburg, Germany');
    expect(html).toContain('governed by the laws of Germany,');
    expect(html).not.toMatch(/Lakeshore|Illinois, USA,/);
  });

  it('leaves no "Lakeshore" in the data of any page but where site.yaml still names it', () => {
    const renamed = realContentWith((text) =>
      text
        .replaceAll('Lakeshore AI Automation LLC', 'Harbor Light Studio GmbH')
        .replaceAll('Lakeshore AI', 'Harbor Light Studio')
        .replaceAll(/lakeshore-?ai/g, 'harborlight'),
    );
    const left = renamed.routes.filter((r) => /lakeshore/i.test(JSON.stringify(dataAt(renamed, r.path))));
    expect(left.map((r) => r.path)).toEqual([]);
  });

  it("is named in both e-mails: the visitor's receipt and the newsletter confirmation's subject", async () => {
    const settings = notifySettings(content, ORIGIN);
    const sender = {
      from: { name: settings.senderName, address: 'hello@harborlight.test' },
      unsubscribeEndpoint: 'https://abcd.supabase.co/functions/v1/newsletter-unsubscribe',
    };
    expect(settings.senderName).toBe('Harbor Light Studio website');
    const job = (kind: string, payload: Record<string, unknown>): ClaimedJob => ({
      id: 1,
      kind,
      attempts: 1,
      lease_token: 'lease',
      created_at: '2025-01-06T09:01:30.200+00:00',
      payload,
    });
    const contact = {
      id: '6f1c2d9e-0d7b-4f7e-9d51-2b1f3c4d5e6f',
      created_at: '2025-01-06T09:01:30.123+00:00',
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@example.org',
      phone: null,
      message: 'Hello',
      form_page: '/contact',
    };
    const receipt = await composeJob(job('contact_receipt', { contact }), settings, sender);
    const confirmation = await composeJob(
      job('newsletter_confirmation', {
        email: 'ada@example.org',
        confirm_token: 'a'.repeat(64),
        unsubscribe_token: 'b'.repeat(64),
      }),
      settings,
      sender,
    );
    if (receipt.kind !== 'email' || confirmation.kind !== 'email') throw new Error('no e-mail composed');
    expect(receipt.message.subject).toContain('Harbor Light Studio');
    expect(receipt.message.text).toContain('Thank you for contacting Harbor Light Studio.');
    expect(receipt.message.text).toContain('The Harbor Light Studio team');
    expect(confirmation.message.subject).toBe('Please confirm your subscription to Harbor Light Studio tips');
    for (const message of [receipt.message, confirmation.message])
      expect(`${message.subject}\n${message.text}\n${message.html}`).not.toContain('Lakeshore AI');
  });
});

describe('placeholders in a page of content/legal or content/blog', () => {
  it('refuses an unknown one where it stands, with the list of those allowed', () => {
    const r = checkFixture({
      'legal/privacy-policy.md': (text) => `${text}\nQuestions? Write to {companyMail}.\n`,
    });
    const lines = r.read('legal/privacy-policy.md').split('\n');
    const line = lines.findIndex((l) => l.includes('{companyMail}')) + 1;
    expect(r.found).toContainEqual({
      file: r.file('legal/privacy-policy.md'),
      line,
      column: 'Questions? Write to '.length + 1,
      field: 'body',
      message: expect.stringMatching(
        /^has an unknown placeholder \{companyMail\}\. Allowed in a page's text: \{company\}, \{legalName\}.*\{companyEmail\}/,
      ),
    });
  });

  it('fills a known one, and shows an escaped one as written', () => {
    const r = checkFixture({
      'legal/privacy-policy.md': replaceOnce('## ', 'Run by {legalName}; write \\{company\\} for the name.\n\n## '),
    });
    expect(r.problems).toEqual([]);
    const html = r.content!.legal.find((p) => p.slug === 'privacy-policy')!.html;
    expect(html).toContain('Run by Lakeshore AI Automation LLC; write {company} for the name.');
  });
});

describe('the contact details on a legal page', () => {
  it.each([
    ['the shown phone number', '+1 (312) 555-0142', 'companyPhone'],
    ['the dialled phone number', '+13125550142', 'companyPhone'],
    ['the e-mail address', 'founder@example.com', 'companyEmail'],
  ])('refuse %s typed instead of its placeholder, where it stands, naming the placeholder', (_, typed, placeholder) => {
    const r = checkFixture({
      'legal/privacy-policy.md': (text) => `${text}\nCall us on ${typed} with any question.\n`,
    });
    // The fixture's Site settings hold this detail as typed here.
    expect(r.read('site.yaml')).toContain(typed);
    const text = r.read('legal/privacy-policy.md');
    expect(r.found).toEqual([
      {
        file: r.file('legal/privacy-policy.md'),
        ...positionOf(text, typed),
        field: 'body',
        message: expect.stringMatching(
          new RegExp(
            `^types "${typed.replace(/[()+.]/g, '\\$&')}", which Site settings hold\\. Write \\{${placeholder}\\} instead`,
          ),
        ),
      },
    ]);
  });

  it("the site's three legal pages name the phone by placeholder and type none of the details", () => {
    const read = (rel: string) => readFileSync(path.join(REAL_CONTENT_DIR, rel), 'utf8');
    const site = read('site.yaml');
    const details = [...site.matchAll(/^\s+(?:email|display|tel): "?([^"\n]+)"?$/gm)].map((m) => m[1]!);
    expect(details.length).toBeGreaterThanOrEqual(3);
    for (const page of ['terms-of-service', 'privacy-policy', 'cookie-policy']) {
      const text = read(`legal/${page}.md`);
      expect(text).toContain('{companyPhone}');
      for (const detail of details) expect(text).not.toContain(detail);
    }
  });
});

describe('the brand colours of Site settings', () => {
  it('refuse a colour too light to read, with the contrast and what it is needed for', () => {
    const r = checkFixture({ 'site.yaml': replaceOnce('brand: "#4f46e5"', 'brand: "#a5b4fc"') });
    expect(r.found).toEqual([
      expect.objectContaining({
        field: 'company.colours.brand',
        message: expect.stringMatching(
          /^is too light against white \(contrast 2\.\d:1; at least 4\.5:1 is needed for the white text of the buttons and the links\)\. Choose a darker shade\./,
        ),
      }),
    ]);
  });

  it("are the site's theme colour and the e-mails' colours", () => {
    const r = checkFixture({ 'site.yaml': replaceOnce('ink: "#0b1b3a"', 'ink: "#1F2937"') });
    expect(r.content!.site.company.colours.ink).toBe('#1f2937');
    expect(notifySettings(r.content!, ORIGIN).brand?.colours.ink).toBe('#1f2937');
  });
});

describe('placeholders in the YAML texts', () => {
  it("refuse a slip of the company's own where it stands, with the one it most likely meant", () => {
    const r = checkFixture({ 'about.yaml': replaceOnce('title: About {company}', 'title: About {compnay}') });
    const line =
      r
        .read('about.yaml')
        .split('\n')
        .findIndex((l) => l.includes('{compnay}')) + 1;
    expect(r.found).toEqual([
      expect.objectContaining({
        file: r.file('about.yaml'),
        line,
        field: 'title',
        message: expect.stringMatching(
          /^has \{compnay\}, which the site does not fill in: .*Did you mean \{company\}\?/,
        ),
      }),
    ]);
  });

  it('take no other placeholder of the site for a slip', () => {
    expect(identitySlip('legalname')).toBe('legalName');
    expect(identitySlip('companyPhon')).toBe('companyPhone');
    for (const own of ['count', 'name', 'email', 'phone', 'year', 'hours', 'firstName', 'author', 'company'])
      expect(identitySlip(own), own).toBeUndefined();
  });
});
