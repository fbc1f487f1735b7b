/**
 * `npm run check`: validates all content without building. Prints every problem as
 * `content/file.yaml:LINE:COL field: message`, exits 1 if there is any.
 * With GITHUB_ACTIONS set, problems are also emitted as workflow annotations.
 */
import { appendFileSync } from 'node:fs';
import { checkContent } from '../src/content/index.ts';
import { formatProblem } from '../src/content/problems.ts';

const started = performance.now();
const { content, routes, problems } = checkContent();
const ms = Math.round(performance.now() - started);

for (const p of problems) {
  console.error(formatProblem(p));
  if (process.env.GITHUB_ACTIONS) {
    const text = `${p.field ? `${p.field}: ` : ''}${p.message}`
      .replace(/%/g, '%25')
      .replace(/\r/g, '%0D')
      .replace(/\n/g, '%0A');
    console.log(`::error file=${p.file},line=${p.line},col=${p.column}::${text}`);
  }
}

// In GitHub Actions, the job summary lists the problems in plain words for the pull request.
if (process.env.GITHUB_STEP_SUMMARY && problems.length) {
  const rows = problems.map(
    (p) => `| \`${p.file}\` | ${p.line} | ${p.field ? `\`${p.field}\`` : ''} | ${p.message.replace(/\|/g, '\\|')} |`,
  );
  appendFileSync(
    process.env.GITHUB_STEP_SUMMARY,
    [
      `### ✗ ${problems.length} content problem${problems.length === 1 ? '' : 's'}`,
      '',
      'Fix each one in the file and line shown; CONTENT.md explains every message.',
      '',
      '| File | Line | Field | What is wrong and how to fix it |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}

if (problems.length || !content) {
  console.error(
    `\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content. Nothing was built. See CONTENT.md, "Reading an error".`,
  );
  process.exit(1);
}
const drafts = content.posts.filter((p) => p.draft).length;
console.log(
  `✓ Content OK: ${routes.length} pages, ${content.posts.length} posts${drafts ? ` (${drafts} draft)` : ''}, ${content.faqs.items.length} FAQs, checked in ${ms} ms.`,
);
