/**
 * Link checker for the built site: broken internal links and assets, missing #fragments,
 * target="_blank" without rel="noopener noreferrer", sitemap entries without a page.
 *
 *   npm run check:links                   checks dist/client (or $OUT_DIR/client)
 *   npm run check:links -- <folder>       checks another built site folder
 *
 * Prints each problem as `<file>: <what> (<href>)`, then a summary; exits 1 on any problem.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkLinks, formatLinkProblem } from './links.ts';

const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
const dir = path.resolve(arg ?? path.join(process.env.OUT_DIR ?? 'dist', 'client'));
const shown = path.relative(process.cwd(), dir) || '.';

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`✗ No built site in ${shown} (no index.html). Run "npm run build" first.`);
  process.exit(1);
}

const report = checkLinks(dir);
for (const problem of report.problems) console.error(formatLinkProblem(problem));
const scope = `${report.htmlFiles} HTML files, ${report.linksChecked} links, ${report.sitemapEntries} sitemap entries in ${shown}`;
if (report.problems.length) {
  console.error(`\n✗ ${report.problems.length} link problem${report.problems.length === 1 ? '' : 's'} (${scope}).`);
  process.exit(1);
}
console.log(`✓ Links OK (${scope}).`);
