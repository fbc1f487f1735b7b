/**
 * Articles for `npm run bench`, of the size and mix of the real ones: about 1,230 words in
 * front matter and Markdown, eight `##` sections and a `###`, bulleted and numbered lists,
 * internal links (some to anchors) and external ones, bold and italic text, a blockquote, a
 * fenced code block and a table. Deterministic: post N is the same text in every run, so
 * timings compare like with like.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What every build of the bench runs with: a cold build (no build cache at all, as a fresh clone
 * or a CI runner builds), and the Supabase variables the build refuses to run without (the forms
 * are not used here).
 */
export const BENCH_BUILD_ENV = {
  VITE_SUPABASE_URL: 'http://localhost:3000',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_bench',
  BUILD_CACHE: 'off',
};

const WORDS = (
  'automation workflow customers booking calendar invoices follow-up leads reports team owners ' +
  'restaurant clinic agency schedule reminders support answers questions data tools hours week ' +
  'manual errors faster simple clear practical results process review measure improve small ' +
  'business software assistant messages inbox phone calls orders guests patients clients quotes'
).split(' ');

const SECTIONS = [
  'Why It Matters',
  'Where to Start',
  'What to Automate First',
  'Choosing the Right Tools',
  'A Worked Example',
  'Measuring the Results',
  'Common Mistakes',
  'Next Steps',
];

/** A small deterministic generator: the same seed gives the same words. */
function words(seed: number): (count: number) => string {
  let state = seed * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state;
  };
  return (count) => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) out.push(WORDS[next() % WORDS.length]!);
    return out.join(' ');
  };
}

function sentence(w: (count: number) => string, length: number): string {
  const text = w(length);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(w: (count: number) => string, sentences: number): string {
  return Array.from({ length: sentences }, (_, i) => sentence(w, 9 + ((i * 5) % 7))).join(' ');
}

/** The Markdown body of bench article `n` (about 1,150 words). */
export function benchArticleBody(n: number): string {
  const w = words(n);
  const parts: string[] = [paragraph(w, 5), paragraph(w, 4)];
  SECTIONS.forEach((title, i) => {
    parts.push(`## ${title}`, paragraph(w, 5));
    if (i === 0)
      parts.push(`Read [our services](/services) or [the FAQ](/#faq) for the short version. ${paragraph(w, 2)}`);
    if (i === 1)
      parts.push([`- **Start small:** ${w(10)}`, `- *Measure* ${w(12)}`, `- ${w(11)}`, `- ${w(9)}`].join('\n'));
    if (i === 2) {
      parts.push('### A Checklist', [`1. ${w(10)}`, `2. ${w(12)}`, `3. ${w(9)}`, `4. ${w(11)}`].join('\n'));
    }
    if (i === 3) {
      parts.push(
        [
          '| Task | Hours a week | With automation |',
          '| --- | --- | --- |',
          '| Booking calls | 6 | 1 |',
          '| Invoices | 4 | 0.5 |',
          '| Reports | 3 | 0.5 |',
        ].join('\n'),
      );
    }
    if (i === 4)
      parts.push(`> ${paragraph(w, 2)}`, '```yaml\ntrigger: new-booking\nsteps:\n  - confirm\n  - remind\n```');
    if (i === 5) {
      parts.push(
        `See [the AI automation guide](/blog/ai-automation-guide-2025#what-is-ai-automation) and [an outside view](https://www.example.com/research/automation-${n}). ${paragraph(w, 2)}`,
      );
    }
    parts.push(paragraph(w, 3));
  });
  parts.push(`Want help with this? [Book a free consultation](/contact). ${paragraph(w, 2)}`);
  return `${parts.join('\n\n')}\n`;
}

/** The whole file of bench article `n`, front matter included. */
export function benchArticle(n: number): string {
  const date = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return [
    '---',
    `title: "Benchmark article ${n}: automating the busy work"`,
    'description: "A generated article used to measure how the build scales with a thousand real-size posts."',
    `excerpt: "Generated article ${n}, about twelve hundred words with lists, links, a quote, code and a table."`,
    `date: ${date}`,
    'readTime: 6',
    'category: "Benchmark"',
    'cardCategory: "Benchmark"',
    'image: "/images/og-default.svg"',
    'imageAlt: "Abstract artwork of connected nodes"',
    'color: "blue"',
    'keywords: ["benchmark", "automation"]',
    'cta:',
    '  heading: "Ready to automate?"',
    '  text: "Book a free consultation and we will map where automation saves your team the most time."',
    '---',
    '',
    benchArticleBody(n),
  ].join('\n');
}

/** A copy of `contentDir` in `targetDir` with `count` bench articles added to blog/. */
export function contentWithBenchArticles(contentDir: string, targetDir: string, count: number): string {
  rmSync(targetDir, { recursive: true, force: true });
  cpSync(contentDir, targetDir, { recursive: true });
  mkdirSync(path.join(targetDir, 'blog'), { recursive: true });
  for (let n = 1; n <= count; n++)
    writeFileSync(path.join(targetDir, 'blog', `bench-article-${n}.md`), benchArticle(n));
  return targetDir;
}
