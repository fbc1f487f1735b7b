/**
 * The typical mistakes that CONTENT.md, "Reading an error", shows with their real output.
 * Each example breaks a copy of tests/fixtures/guide/ in one way; content-guide.test.ts checks
 * that the lines `npm run check` prints for it are quoted in CONTENT.md word for word, so the
 * guide cannot drift from the messages. The guide's content is a fixture, not the live content/,
 * so that a change to content/ (a new field, a longer text) moves no line number CONTENT.md quotes.
 *
 * To refresh the quotes after a message change, print them with:
 *   node -e "import('./tests/tooling/error-examples.ts').then((m) => m.printExamples())"
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../src/content/index.ts';
import { formatProblem } from '../../src/content/problems.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The content the examples break: a sample site as complete as the real one, kept for the guide. */
export const GUIDE_FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/guide');

export interface ErrorExample {
  /** Heading of the example in CONTENT.md. */
  title: string;
  /**
   * File (relative to content/) → a list of [text to find, its replacement] (each text must
   * occur exactly once), or the new text of the file, or null to delete it.
   */
  edits: Record<string, [string, string][] | string | null>;
}

/** The fourth FAQ without its answer: the example of the guide's first pages and of "Reading an error". */
const LOST_ANSWER: ErrorExample['edits'] = {
  'faqs.yaml': [
    [
      "    answer: >-\n      That's not the goal. We automate the repetitive parts of the job, like answering the same\n      questions, data entry and reminders, so your people can spend their time on customers and\n      work that needs a human touch. Anything unusual or sensitive is handed to your team with\n      the full context. Most clients use automation to grow without burning out the team they\n      already have.\n",
      '',
    ],
  ],
};

export const ERROR_EXAMPLES: ErrorExample[] = [
  { title: 'When the checker says no', edits: LOST_ANSWER },
  { title: 'Reading an error', edits: LOST_ANSWER },
  {
    title: 'A missing field',
    edits: { 'testimonials.yaml': [['    role: Owner\n', '']] },
  },
  {
    title: 'A misspelled field name',
    edits: {
      'faqs.yaml': [
        ['    answer: >-\n      It depends on the scope.', '    answr: >-\n      It depends on the scope.'],
      ],
    },
  },
  {
    title: 'A value that is too long',
    edits: { 'site.yaml': [['  accept: Accept\n', '  accept: Accept all cookies and continue\n']] },
  },
  {
    title: 'A value that is not on the list',
    edits: { 'services.yaml': [['    icon: workflow\n    color: blue\n', '    icon: workflow\n    color: purple\n']] },
  },
  {
    title: 'A placeholder that was removed or misspelled',
    edits: { 'ui.yaml': [['  byline: By {author}\n', '  byline: By {autor}\n']] },
  },
  {
    title: 'A bad date',
    edits: {
      'blog/ai-automation-guide-2025.md': [['date: 2025-01-14', 'date: 14/01/2025']],
      'blog/vibe-coding-future-development.md': [['date: 2025-01-13', 'date: 2025-02-30']],
    },
  },
  {
    title: 'A YAML syntax error (bad indentation)',
    edits: {
      'faqs.yaml': [
        [
          '  - question: How long does implementation take?\n    answer:',
          '  - question: How long does implementation take?\n   answer:',
        ],
      ],
    },
  },
  {
    title: 'A broken internal link',
    edits: { 'blog/vibe-marketing-guide-2025.md': [['[services](/services)', '[services](/service)']] },
  },
  {
    title: 'A missing #anchor',
    edits: { 'site.yaml': [['href: "/#faq"', 'href: "/#faqs"']] },
  },
  {
    title: 'A missing image',
    edits: {
      'testimonials.yaml': [
        ['image: /images/testimonials/david-chen.svg', 'image: /images/testimonials/david-chen.png'],
      ],
    },
  },
  {
    title: 'Articles that do not point at each other',
    edits: {
      'blog/vibe-coding-future-development.md': [
        ['previous: "ai-automation-guide-2025"', 'previous: "vibe-marketing-guide-2025"'],
      ],
    },
  },
  {
    title: 'Raw HTML in Markdown',
    edits: {
      'blog/ai-automation-guide-2025.md': [
        ['## What Is AI Automation?\n', '## What Is AI Automation?\n\n<div class="note">Tip: start small.</div>\n'],
      ],
    },
  },
  {
    title: 'A file that is missing or has no front matter',
    edits: { 'faqs.yaml': null, 'legal/broken.md': 'title: Broken\n' },
  },
  {
    title: 'A text cut short by #',
    edits: {
      'faqs.yaml': [
        [
          '  - question: What is AI automation, and how can it help a small business?',
          '  - question: Is AI automation #1 for small businesses?',
        ],
      ],
    },
  },
  {
    title: 'A text that needs quotes',
    edits: { 'site.yaml': [['twitterHandle: "@lakeshoreai"', 'twitterHandle: @lakeshoreai']] },
  },
  {
    title: 'Two pages on one address',
    edits: { 'legal/about.md': 'COPY:legal/privacy-policy.md' },
  },
  {
    title: 'A file the site does not read',
    edits: {
      'faq.yaml': 'COPY:faqs.yaml',
      'faqs.yaml': null,
      'legal/Cookie Notes.md': 'COPY:legal/cookie-policy.md',
    },
  },
  {
    title: 'TODO left in a published article',
    edits: {
      'blog/vibe-coding-future-development.md': [
        ['excerpt: "Vibe coding lets you', 'excerpt: "TODO: a teaser. Vibe coding lets you'],
      ],
    },
  },
  {
    title: 'A phone number that dials another number',
    edits: { 'site.yaml': [['display: "+1 (312) 555-0142"', 'display: "+1 (312) 555-0143"']] },
  },
  {
    title: 'Landing page problems',
    edits: { 'landing/restaurant-automation.yaml': [['  - type: services\n', '  - type: service\n']] },
  },
  {
    title: 'Landing page problems',
    edits: { 'landing/restaurant-automation.yaml': [['      - Maria Gonzalez\n', '      - Maria Gonzales\n']] },
  },
  {
    title: 'Landing page problems',
    edits: {
      'landing/about.yaml': 'COPY:landing/restaurant-automation.yaml',
      'landing/restaurant-automation.yaml': [
        [
          '  - type: call-to-action\n    title: Ready for a full house on autopilot?\n    text: >-\n      Tell us how you take bookings today. We\'ll show you what to automate first and what it\n      saves, in a free 30-minute consultation.\n    cta:\n      label: Book a Free Consultation\n      href: "#contact-form"\n    callPrompt: Or call us directly at\n',
          '',
        ],
        [
          '  - type: contact-form\n    title: Book your free consultation\n',
          '  - type: text\n    body: See you soon.\n',
        ],
        ['    intro: We reply within 2 hours on business days. Tell us a little about your restaurant.\n', ''],
      ],
    },
  },
];

/** Breaks a temp copy of the guide's fixture as the example says and returns the check's lines, with the temp path shown as content/. */
export function runExample(example: ErrorExample): string[] {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'content-error-'));
  try {
    const dir = path.join(tmp, 'content');
    cpSync(GUIDE_FIXTURE, dir, { recursive: true });
    for (const [rel, pairs] of Object.entries(example.edits)) {
      const abs = path.join(dir, rel);
      if (pairs === null) {
        rmSync(abs);
        continue;
      }
      if (typeof pairs === 'string') {
        // COPY:<file> copies another file of content/, as an editor duplicating one would.
        writeFileSync(abs, pairs.startsWith('COPY:') ? readFileSync(path.join(dir, pairs.slice(5)), 'utf8') : pairs);
        continue;
      }
      let text = readFileSync(abs, 'utf8');
      for (const [search, replacement] of pairs) {
        const at = text.indexOf(search);
        if (at === -1 || text.indexOf(search, at + 1) !== -1)
          throw new Error(`${example.title}: "${search}" must occur exactly once in ${rel}`);
        text = text.slice(0, at) + replacement + text.slice(at + search.length);
      }
      writeFileSync(abs, text);
    }
    const { problems } = checkContent({ contentDir: dir, publicDir: path.join(REPO_ROOT, 'public') });
    return problems.map((p) => formatProblem(p).split(`${dir}${path.sep}`).join('content/'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function printExamples(): void {
  for (const example of ERROR_EXAMPLES) console.log(`### ${example.title}\n${runExample(example).join('\n')}\n`);
}
