// Route paths, URL paths and built files (src/lib/site-paths.ts), on the link checker's fixture site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fileForRoutePath, listHtmlFiles, resolveUrlPath, urlPathForFile } from '../../src/lib/site-paths.ts';

const SITE = fileURLToPath(new URL('../fixtures/gates/links-ok/', import.meta.url));

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('site paths', () => {
  it('maps each route path to the file the build writes', () => {
    expect(fileForRoutePath('/')).toBe('index.html');
    expect(fileForRoutePath('/about')).toBe('about/index.html');
    expect(fileForRoutePath('/blog/page/2')).toBe('blog/page/2/index.html');
    expect(fileForRoutePath('/404.html')).toBe('404.html');
  });

  it('maps files to clean URLs, and every written route back to its own path', () => {
    expect(urlPathForFile('index.html')).toBe('/');
    expect(urlPathForFile('about/index.html')).toBe('/about');
    expect(urlPathForFile('contact.html')).toBe('/contact');
    for (const route of ['/', '/about', '/blog/page/2']) expect(urlPathForFile(fileForRoutePath(route))).toBe(route);
  });

  it('resolves URL paths to the file a static host serves, never outside the site', () => {
    expect(resolveUrlPath(SITE, '/')).toBe('index.html');
    expect(resolveUrlPath(SITE, '/about')).toBe('about/index.html');
    expect(resolveUrlPath(SITE, '/about/')).toBe('about/index.html');
    expect(resolveUrlPath(SITE, '/contact')).toBe('contact.html');
    expect(resolveUrlPath(SITE, '/contact.html')).toBe('contact.html');
    expect(resolveUrlPath(SITE, '/images/photo%402x.svg')).toBe('images/photo@2x.svg');
    expect(resolveUrlPath(SITE, '/nope')).toBeNull();
    expect(resolveUrlPath(SITE, '/../links-broken/index.html')).toBeNull();
    expect(resolveUrlPath(SITE, '/%E0%A4%A')).toBeNull();
  });

  it('lists every HTML file of a folder, sorted, as posix paths', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-paths-'));
    temps.push(dir);
    for (const file of ['index.html', 'b/index.html', 'a/deep/page.HTML', 'a/style.css', '404.html']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    expect(listHtmlFiles(dir)).toEqual(['404.html', 'a/deep/page.HTML', 'b/index.html', 'index.html']);
  });
});
