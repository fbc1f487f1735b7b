/**
 * `npm run check`: validates all content without building. Prints every problem as
 * `content/file.yaml:LINE:COL field: message`, exits 1 if there is any.
 * With GITHUB_ACTIONS set, problems are also emitted as workflow annotations.
 */
import { checkContent } from '../src/content/index.ts';
import { formatProblem } from '../src/content/problems.ts';

const started = performance.now();
const { content, routes, problems } = checkContent();
const ms = Math.round(performance.now() - started);

for (const p of problems) {
  console.error(formatProblem(p));
  if (process.env.GITHUB_ACTIONS) {
    const text = `${p.field ? `${p.field}: ` : ''}${p.message}`.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    console.log(`::error file=${p.file},line=${p.line},col=${p.column}::${text}`);
  }
}

if (problems.length || !content) {
  console.error(`\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content. Nothing was built. See CONTENT.md, "Reading an error".`);
  process.exit(1);
}
const drafts = content.posts.filter((p) => p.draft).length;
console.log(
  `✓ Content OK: ${routes.length} pages, ${content.posts.length} posts${drafts ? ` (${drafts} draft)` : ''}, ${content.faqs.items.length} FAQs, checked in ${ms} ms.`,
);
