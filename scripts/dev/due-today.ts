/**
 * `npm run due-today`: does the live site need a build today? The nightly workflow
 * (.github/workflows/daily-rebuild.yml) runs it shortly after midnight in the site's time zone and
 * calls the host's deploy hook only when it says yes (src/lib/rebuild-decision.ts): a scheduled
 * post or landing page dated today, or a live site still waiting for a day that has passed. Every
 * build costs the host's build minutes or credits; a night without one costs nothing.
 *
 * Reads content/ (CONTENT_DIR) at BUILD_NOW (default: now) and, with SITE_URL set, the live
 * site's /build-info.json. Prints the decision; in GitHub Actions writes `due=true|false` to
 * GITHUB_OUTPUT. Exits 1 only when the content has problems (the build would fail anyway).
 */
import { appendFileSync } from 'node:fs';
import { dayIn } from '../../src/content/day.ts';
import { checkContent, siteOptions } from '../../src/content/index.ts';
import { type DueEntry, rebuildDecision } from '../../src/lib/rebuild-decision.ts';
import { BUILD_INFO_PATH, type BuildInfo, isBuildInfo } from '../../supabase/functions/_shared/notify/build-info.ts';

/** What the live site published about its build, or null (no SITE_URL, unreachable, older build). */
async function liveBuild(siteUrl: string | undefined): Promise<BuildInfo | null> {
  if (!siteUrl) return null;
  const url = `${siteUrl.replace(/\/+$/, '')}${BUILD_INFO_PATH}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const info: unknown = response.ok ? await response.json() : null;
    if (isBuildInfo(info)) return info;
    console.log(`! ${url} answered ${response.status} without build information: deciding on the content alone.`);
  } catch (error) {
    console.log(
      `! ${url} could not be read (${error instanceof Error ? error.message : String(error)}): deciding on the content alone.`,
    );
  }
  return null;
}

// Every entry with its date, whatever its state: a preview's view of the content.
const options = siteOptions({ preview: true });
const { content, problems } = checkContent(options, { html: false });
if (!content) {
  console.error(`✗ The content has ${problems.length} problem(s): npm run check names them. No build.`);
  process.exit(1);
}
const entries: DueEntry[] = [
  ...content.posts.map((post) => ({ draft: post.draft, date: post.date, name: `the article /blog/${post.slug}` })),
  ...content.landing.map((page) => ({ draft: page.draft, date: page.date, name: `the landing page /${page.slug}/` })),
];
const today = dayIn(content.site.timeZone, options.now);
const decision = rebuildDecision(entries, today, await liveBuild(process.env.SITE_URL));
console.log(`${decision.rebuild ? '▸' : '✓'} ${decision.reason}`);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${decision.rebuild}\n`);
