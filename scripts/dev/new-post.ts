/**
 * `npm run new:post -- "My Title"`: creates content/blog/<slug>.md with complete, valid front
 * matter (draft: true, so a half-written article never goes live) and a body skeleton.
 * Honours CONTENT_DIR like the rest of the content tooling. Never overwrites a file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { COLLECTION_DIRS } from '../../src/content/load.ts';
import { siteOptions } from '../../src/content/options.ts';
import { splitFrontMatter } from '../../src/content/source.ts';

const TITLE_MAX = 90; // postSchema.title
const SLUG_MAX = 80;

/** "Écoles & AI: 2025!" → "ecoles-and-ai-2025": lower-case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents of decomposed letters
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '') // "what's" → "whats", not "what-s"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  return (cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

/** Today in the local time zone, YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A YAML double-quoted string (JSON strings are valid YAML). */
const q = (s: string) => JSON.stringify(s);

export function postTemplate(title: string, date = today()): string {
  return `---
# New article. Replace every TODO, then set draft: false to publish.
# Every field is explained in CONTENT.md, "Adding a blog post".
title: ${q(title)}
description: "TODO: one or two sentences for search results, about 70 to 160 characters long."
excerpt: "TODO: a one- or two-sentence teaser shown on the blog card."
date: ${date}
readTime: 5
category: "AI Technology"
cardCategory: "AI Automation"
# Use an illustration in public/images/blog/ once you have one, e.g. /images/blog/${slugify(title)}.svg
image: "/images/og-default.svg"
imageAlt: "TODO: describe the illustration for people who cannot see it"
color: "blue"
keywords: ["AI automation"]
previous: null
next: null
cta:
  heading: "Ready to Automate Your Business?"
  text: "Book a free consultation and we will show you where AI automation can save your team the most time."
tldr: null
draft: true
---

TODO: an opening paragraph that tells readers what they will learn.

## The problem

TODO: describe the problem your readers have. Use short paragraphs, lists and **bold** for key points.

## How to solve it

TODO: explain the solution step by step.

1. First step.
2. Second step.
3. Third step.

## Next steps

TODO: a short wrap-up. Want help with this? [Book a free consultation](/contact).
`;
}

/** The newest published article at the end of the previous/next chain (next: null), if any. */
function chainEnd(blogDir: string): string | undefined {
  if (!existsSync(blogDir)) return undefined;
  let best: { slug: string; date: string } | undefined;
  for (const name of readdirSync(blogDir).filter(
    (f) => f.endsWith('.md') && !f.startsWith('_') && !f.startsWith('.'),
  )) {
    try {
      const parts = splitFrontMatter(readFileSync(path.join(blogDir, name), 'utf8'));
      const fm = parts ? (parse(parts.frontMatter) as Record<string, unknown> | null) : null;
      if (!fm || fm.next != null || fm.draft === true) continue;
      const date = String(fm.date ?? '');
      if (!best || date > best.date) best = { slug: name.replace(/\.md$/, ''), date };
    } catch {
      // A broken file is npm run check's business, not ours.
    }
  }
  return best?.slug;
}

function display(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel.split(path.sep).join('/');
}

function fail(message: string): number {
  console.error(`✗ ${message}`);
  return 1;
}

export function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: npm run new:post -- "Title of the article"\nCreates content/blog/<slug>.md as a draft.');
    return 0;
  }
  const title = args.join(' ').replace(/\s+/g, ' ').trim();
  if (!title) return fail('The title is empty. Give the article a title: npm run new:post -- "My Title"');
  if (title.length > TITLE_MAX)
    return fail(`The title is too long: at most ${TITLE_MAX} characters (now ${title.length}). Shorten it.`);
  const slug = slugify(title);
  if (!slug)
    return fail(
      `The title "${title}" has no letters or digits to make a file name from. Use a title with Latin letters or digits.`,
    );

  const { contentDir } = siteOptions();
  if (!existsSync(contentDir))
    return fail(
      `The content folder ${display(contentDir)} does not exist. Run this from the repository root (or set CONTENT_DIR).`,
    );
  const blogDir = path.join(contentDir, COLLECTION_DIRS.posts);
  const file = path.join(blogDir, `${slug}.md`);
  if (existsSync(file)) return fail(`${display(file)} already exists. Choose another title, or edit that file.`);

  mkdirSync(blogDir, { recursive: true });
  const last = chainEnd(blogDir);
  writeFileSync(file, postTemplate(title), { flag: 'wx' }); // wx: never overwrite

  const shown = display(file);
  console.log(`✓ Created ${shown} (a draft: it stays off the live site until you publish it).

Next steps:
  1. Open ${shown} and replace every TODO: description, excerpt, imageAlt and the text.
  2. Check category, cardCategory, readTime, color, keywords and the image (see CONTENT.md).
  3. Run npm run check, and fix anything it reports.
  4. When it is ready, set draft: false.
  5. Optional, once it is published: put it in the previous/next chain of articles. Set
     previous: ${q(last ?? '<file name of the newest article>')} here, and next: ${q(slug)} in ${last ? display(path.join(blogDir, `${last}.md`)) : 'that article'}.
     Both sides must point at each other. Then run npm run check again.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)));
}
