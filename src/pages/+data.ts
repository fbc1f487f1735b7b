// https://vike.dev/data — what every page is rendered from: the site's data (./site-data.ts).
// Content with problems stops the build, naming each one (file:line:column, field, fix); the dev
// server shows them instead of the page, and prints them in its terminal.
import { ContentProblems } from '../content/index.ts';
import { siteData } from './site-data.ts';
import type { PageData } from './types.ts';

export async function data(): Promise<PageData> {
  try {
    return await siteData();
  } catch (error) {
    if (!import.meta.env.DEV || !(error instanceof ContentProblems)) throw error;
    console.error(`\n${error.message}`);
    return { problems: error.problems };
  }
}
