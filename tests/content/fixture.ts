/**
 * Test helper: a throw-away copy of the small valid content tree in tests/fixtures/site, with
 * some files replaced, patched, added or removed, and the content check run over it.
 *
 *   const { problems, file } = checkFixture({ 'faqs.yaml': (t) => t.replace('answer:', 'answr:') });
 *
 * Problems name files the way load.ts does (relative to process.cwd(), or absolute when outside
 * it, which a temp dir always is); `file(rel)` computes that name independently.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CheckResult, checkContent } from '../../src/content/index.ts';
import type { Problem } from '../../src/content/problems.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURE_DIR = path.join(REPO_ROOT, 'tests/fixtures/site');
export const PUBLIC_DIR = path.join(REPO_ROOT, 'public');
export const REAL_CONTENT_DIR = path.join(REPO_ROOT, 'content');

/**
 * New text of a file: a string replaces (or creates) it, a function patches the fixture's text,
 * null deletes it. A patch that changes nothing throws, so a stale patch cannot pass silently.
 */
export type Edit = string | null | ((text: string) => string);
export type Edits = Record<string, Edit>;

const created: string[] = [];

/** Copies the fixture to a fresh temp dir, applies the edits, returns the dir. */
export function withFixture(edits: Edits = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-fixture-'));
  created.push(dir);
  return copyFixture(dir, edits);
}

/** Copies the fixture to `dir` (which the caller removes) and applies the edits. */
export function copyFixture(dir: string, edits: Edits = {}): string {
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  for (const [rel, edit] of Object.entries(edits)) {
    const abs = path.join(dir, rel);
    if (edit === null) {
      rmSync(abs);
    } else if (typeof edit === 'string') {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, edit);
    } else {
      const before = readFileSync(abs, 'utf8');
      const after = edit(before);
      if (after === before) throw new Error(`fixture patch of ${rel} changed nothing`);
      writeFileSync(abs, after);
    }
  }
  return dir;
}

/** A patch replacing exactly one occurrence of `search` (throws if it is absent or repeated). */
export function replaceOnce(search: string, replacement: string): (text: string) => string {
  return (text) => {
    const first = text.indexOf(search);
    if (first === -1) throw new Error(`patch: "${search}" not found`);
    if (text.indexOf(search, first + 1) !== -1) throw new Error(`patch: "${search}" occurs more than once`);
    return text.slice(0, first) + replacement + text.slice(first + search.length);
  };
}

/** Removes every temp dir made by withFixture (call from afterAll). */
export function cleanupFixtures(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** How load.ts names a file in problems: relative to the working directory, else absolute. */
export function displayName(absolute: string): string {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith('..') ? absolute : rel.split(path.sep).join('/');
}

export interface FixtureCheck extends CheckResult {
  dir: string;
  /** The problems reduced to the Problem interface's fields (see `plain`). */
  found: Problem[];
  /** Name of a content file (relative to the content dir) as problems show it. */
  file(rel: string): string;
  /** Text of a content file of this copy. */
  read(rel: string): string;
}

/** withFixture + checkContent over it, with the repository's public/ folder. */
export function checkFixture(edits: Edits = {}): FixtureCheck {
  const dir = withFixture(edits);
  const result = checkContent({ contentDir: dir, publicDir: PUBLIC_DIR });
  return {
    ...result,
    dir,
    found: plain(result.problems),
    file: (rel) => displayName(path.join(dir, rel)),
    read: (rel) => readFileSync(path.join(dir, rel), 'utf8'),
  };
}

/**
 * 1-based line and column where the `occurrence`-th (1-based) `needle` starts in `text`:
 * the expected positions are computed from the file text, independently of the YAML parser.
 */
export function positionOf(text: string, needle: string, occurrence = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index === -1) throw new Error(`positionOf: occurrence ${occurrence} of "${needle}" not found`);
  }
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** A minimal valid post; `extra` adds front-matter lines before the closing ---. */
export function post(title: string, date: string, extra = '', body = 'A short article body.\n'): string {
  return [
    '---',
    `title: "${title}"`,
    'description: "A description long enough for the fifty character minimum of the schema."',
    `excerpt: "Excerpt of ${title}."`,
    `date: ${date}`,
    'readTime: 2',
    'category: "News"',
    'cardCategory: "News"',
    'image: "/images/blog/vibe-marketing-guide-2025.svg"',
    'imageAlt: "Abstract illustration"',
    'color: "rose"',
    'cta:',
    '  heading: "Talk to us"',
    '  text: "Book a free consultation."',
    `${extra}---`,
    '',
    body,
  ].join('\n');
}

/**
 * Only the fields of the Problem interface, in a fixed order (link and image problems also
 * carry the `url` of the reference they were made from).
 */
export function plain(problems: readonly Problem[]): Problem[] {
  return problems.map(({ file, line, column, field, message }) => ({ file, line, column, field, message }));
}

/** A valid page of the fixture's content: every section that chooses something, a text, a way to act. */
export const LANDING_PAGE = `# A campaign page of the fixture.
title: Spring campaign
description: "A description long enough for the fifty character minimum of the schema."
date: 2025-01-10
sections:
  - type: hero
    title: Fill every table
    highlight: every table
    text: Bookings around the clock.
    primaryCta:
      label: Talk to us
      href: "#contact-form"
    image: /images/hero-automation.svg
    imageAlt: Automation dashboard
  - type: services
    heading:
      title: What we build
    items:
      - voice-agents
      - chatbots
  - type: testimonials
    heading:
      title: Reviews
    names:
      - Maria Gonzalez
  - type: case-study
    study: restaurants
    linkLabel: Read the case study
  - type: faq
    heading:
      title: Questions
    questions:
      - How long does implementation take?
  - type: text
    body: |
      Read [the case study](/industries/restaurants) or the [questions](#faq).

      ## Next steps
  - type: call-to-action
    title: Ready?
    text: Book a free consultation.
    cta:
      label: Book now
      href: /contact
  - type: contact-form
    title: Write to us
`;
