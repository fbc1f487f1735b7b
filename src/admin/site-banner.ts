/**
 * The note across every screen of /admin when the site did not take a change (the last local
 * rebuild failed, or a live check failed): drawn outside Decap's own tree, so it stays whichever
 * screen Decap shows, and read out by screen readers as it appears (a live status region). It is
 * read again when the editor comes back to the tab, opens another screen, and every `everyMs`.
 */
import { gitHubReader } from '../lib/github-reader.ts';
import { type Banner, type BannerLine, localBanner, parseLocalState } from '../lib/site-state.ts';
import { type BackendConfig, githubToken } from './content-texts.ts';
import { entryLink } from './site-check.ts';

export interface BannerOptions {
  /** The banner to show now; undefined when the site took every change. */
  read(): Promise<Banner | undefined>;
  /** How often to read while the tab is shown. */
  everyMs: number;
  /** The least time between two reads (a focus and a hash change come together). */
  minGapMs?: number;
}

/** A link the banner may draw: an entry of this editor, or a check's page on https. */
const safeHref = (href: string) => href.startsWith('#/') || href.startsWith('https://');

function lineElement(line: BannerLine): HTMLLIElement {
  const item = document.createElement('li');
  item.append(line.text);
  if (line.link && safeHref(line.link.href)) {
    const link = document.createElement('a');
    link.href = line.link.href;
    link.textContent = line.link.label;
    link.style.cssText = 'color: inherit; font-weight: 600; margin-left: 0.5em;';
    if (!line.link.href.startsWith('#')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    item.append(' ', link);
  }
  return item;
}

/** Draws `banner` into `region` (empties it for none), and keeps the page clear of it. */
function draw(region: HTMLElement, banner: Banner | undefined): void {
  region.replaceChildren();
  region.hidden = !banner;
  document.body.style.paddingBottom = '';
  if (!banner) return;
  const heading = document.createElement('p');
  heading.textContent = banner.heading;
  heading.style.cssText = 'margin: 0 0 0.25em; font-weight: 600;';
  const list = document.createElement('ul');
  list.style.cssText = 'margin: 0; padding-left: 1.25em;';
  list.append(...banner.lines.map(lineElement));
  region.append(heading, ...(banner.lines.length ? [list] : []));
  document.body.style.paddingBottom = `${region.offsetHeight}px`;
}

/** Starts the banner: returns a function that reads the state now (for a caller that knows it changed). */
export function startSiteBanner(options: BannerOptions): () => Promise<void> {
  const region = document.createElement('div');
  region.id = 'site-state';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.hidden = true;
  region.style.cssText = [
    'position: fixed',
    'left: 0',
    'right: 0',
    'bottom: 0',
    'z-index: 1000',
    'max-height: 35vh',
    'overflow: auto',
    'padding: 0.75em 1.25em',
    'background: #7a1d12',
    'color: #fff',
    'font: 15px/1.4 system-ui, sans-serif',
    'box-shadow: 0 -2px 8px rgb(0 0 0 / 25%)',
  ].join(';');
  document.body.append(region);

  let last = 0;
  let shown = '';
  const refresh = async (force = false) => {
    const now = Date.now();
    if (!force && now - last < (options.minGapMs ?? 0)) return;
    last = now;
    let banner: Banner | undefined;
    try {
      banner = await options.read();
    } catch {
      return; // no answer (offline, signed out): the note stays as it was
    }
    const key = JSON.stringify(banner ?? null);
    if (key !== shown) draw(region, banner);
    shown = key;
  };
  addEventListener('hashchange', () => void refresh());
  addEventListener('focus', () => void refresh());
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh(true);
  }, options.everyMs);
  void refresh(true);
  return () => refresh(true);
}

/**
 * Where the banner reads the site's state: under `npm start` the local server's last rebuild
 * (behind the backend's per-run token, read every few seconds: a small JSON answer); on the live
 * editor GitHub's checks with the editor's sign-in (one query a minute, to stay far below GitHub's
 * limits, and none while GitHub asks to wait).
 */
export function siteStateSource(localBackend: string | undefined, backend: BackendConfig): BannerOptions {
  if (localBackend) {
    return {
      everyMs: 3000,
      read: async () => {
        const response = await fetch(`${localBackend}/site-state`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`the local server answered ${response.status}`);
        return localBanner(parseLocalState(await response.json()), entryLink);
      },
    };
  }
  // One reader for the editor's visit: it remembers when GitHub asked it to wait.
  const readGitHubState = gitHubReader();
  return {
    everyMs: 60_000,
    minGapMs: 15_000,
    read: async () => {
      const token = githubToken();
      if (!token || !backend.repo) return undefined; // not signed in yet: nothing to read
      const site = {
        apiRoot: backend.api_root ?? 'https://api.github.com',
        repo: backend.repo,
        branch: backend.branch ?? 'main',
        token,
      };
      return readGitHubState(site);
    },
  };
}
