/**
 * The site's content files as they are now, for the check before a save (./site-check.ts): read
 * through the editor's own backend. Under `npm start` that is the local backend (the working
 * tree); on the live editor, GitHub with the editor's own sign-in (the branch the site is built
 * from). Only the files the site reads are fetched: the data files and the collection folders.
 */
import { COLLECTION_DIRS, DATA_FILES } from '../content/load.ts';
import { withoutBom } from '../content/source.ts';
import { draftBranch, signedInToken } from './decap-internals.ts';
import type { ContentTexts } from './site-check.ts';

export interface BackendConfig {
  name: string;
  repo?: string;
  branch?: string;
  api_root?: string;
}

const EXTENSIONS: Record<keyof typeof COLLECTION_DIRS, string> = {
  caseStudies: 'yaml',
  posts: 'md',
  legal: 'md',
  landing: 'yaml',
};

/** Whether a path of the repository is one of the files the site reads (content/…). */
function isContentFile(path: string): boolean {
  const rel = path.replace(/^content\//, '');
  if (rel === path) return false;
  if (Object.values(DATA_FILES).some((d) => d.file === rel)) return true;
  return Object.entries(COLLECTION_DIRS).some(([key, dir]) => {
    const match = /^([^/]+)\/[^/]+\.(\w+)$/.exec(rel);
    return match?.[1] === dir && match[2] === EXTENSIONS[key as keyof typeof COLLECTION_DIRS];
  });
}

type Entries = { data: string; file: { path: string } }[];

/** One action of the local editor backend (decap-server's protocol: an action and its params, on a branch). */
function localBackendCall(url: string, branch: string, action: string, params: Record<string, unknown>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, params: { branch, ...params } }),
  });
}

/** The working tree's content through decap-server's handlers (src/backend/decap.ts). */
async function fromLocalBackend(url: string, branch: string): Promise<ContentTexts> {
  const call = async (action: string, params: Record<string, unknown>): Promise<Entries> => {
    const response = await localBackendCall(url, branch, action, params);
    if (!response.ok) throw new Error(`the local editor backend answered ${response.status}`);
    return (await response.json()) as Entries;
  };
  const lists = await Promise.all([
    call('entriesByFiles', { files: Object.values(DATA_FILES).map((d) => ({ path: `content/${d.file}` })) }),
    ...Object.entries(COLLECTION_DIRS).map(([key, dir]) =>
      call('entriesByFolder', {
        folder: `content/${dir}`,
        extension: EXTENSIONS[key as keyof typeof COLLECTION_DIRS],
        depth: 1,
      }),
    ),
  ]);
  return new Map(
    lists
      .flat()
      .filter((e) => isContentFile(e.file.path))
      .map((e) => [e.file.path.replace(/^content\//, ''), withoutBom(e.data)]),
  );
}

/** The GitHub token Decap keeps for the signed-in editor. */
export function githubToken(): string | undefined {
  return signedInToken();
}

/** Texts of GitHub blobs already read, by their hash: a refresh fetches only changed files. */
const blobs = new Map<string, string>();

/**
 * The blob SHA of each content file (relative to content/) as GitHub's tree listed it at the last
 * read: the version a save compares with the one its entry was opened from (./versions.ts). Empty
 * under the local backend, whose files are named by their text.
 */
export const githubVersions = new Map<string, string>();

/** The branch's content on GitHub, with the editor's token (the files are read as they stand). */
async function fromGitHub(backend: BackendConfig): Promise<ContentTexts> {
  const token = githubToken();
  if (!token || !backend.repo) throw new Error('the editor is not signed in to GitHub');
  const api = (backend.api_root ?? 'https://api.github.com').replace(/\/$/, '');
  const get = async (path: string) => {
    const response = await fetch(`${api}/repos/${backend.repo}/${path}`, {
      headers: { authorization: `token ${token}`, accept: 'application/vnd.github+json' },
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
    return response.json();
  };
  const tree = (await get(`git/trees/${encodeURIComponent(backend.branch ?? 'main')}?recursive=1`)) as {
    tree: { path: string; sha: string; type: string }[];
  };
  const files = tree.tree.filter((item) => item.type === 'blob' && isContentFile(item.path));
  const decoder = new TextDecoder();
  await Promise.all(
    files
      .filter((f) => !blobs.has(f.sha))
      .map(async (f) => {
        const blob = (await get(`git/blobs/${f.sha}`)) as { content: string };
        const bytes = Uint8Array.from(atob(blob.content.replace(/\s/g, '')), (c) => c.charCodeAt(0));
        blobs.set(f.sha, withoutBom(decoder.decode(bytes)));
      }),
  );
  githubVersions.clear();
  for (const f of files) githubVersions.set(f.path.replace(/^content\//, ''), f.sha);
  return new Map(files.map((f) => [f.path.replace(/^content\//, ''), blobs.get(f.sha)!]));
}

/** Reads the content through the local backend when there is one (`npm start`), else GitHub. */
export function contentReader(localBackend: string | undefined, backend: BackendConfig): () => Promise<ContentTexts> {
  return localBackend ? () => fromLocalBackend(localBackend, backend.branch ?? 'main') : () => fromGitHub(backend);
}

/** A content file on an entry's draft branch: its text, and its blob SHA where GitHub names it. */
export interface DraftVersion {
  text: string;
  sha?: string;
}

/**
 * Reads the file `path` (from the repository's root) on the entry's draft branch, where the
 * editorial workflow keeps a saved but unpublished change (./decap-internals.ts, `draftBranch`):
 * undefined when the entry has no draft, or the draft leaves that file as it is. A save writes
 * onto that branch, so it is the version a save must compare with (./version-guard.ts).
 */
export type DraftReader = (collection: string, slug: string, path: string) => Promise<DraftVersion | undefined>;

/** The draft through decap-server's workflow actions: a 404 (no branch; files mode has none) is no draft. */
function draftFromLocalBackend(url: string, branch: string): DraftReader {
  const call = (action: string, params: Record<string, unknown>) => localBackendCall(url, branch, action, params);
  return async (collection, slug, path) => {
    const entry = await call('unpublishedEntry', { collection, slug });
    if (!entry.ok) return undefined;
    const { diffs } = (await entry.json()) as { diffs?: { path: string; id: string }[] };
    const diff = diffs?.find((d) => d.path === path);
    if (!diff) return undefined;
    const file = await call('unpublishedEntryDataFile', { collection, slug, path, id: diff.id });
    if (!file.ok) throw new Error(`the local editor backend answered ${file.status}`);
    return { text: withoutBom(((await file.json()) as { data: string }).data) };
  };
}

/** The draft branch's file on GitHub, with the editor's token: a 404 is no draft (or no such file on it). */
function draftFromGitHub(backend: BackendConfig): DraftReader {
  return async (collection, slug, path) => {
    const token = githubToken();
    if (!token || !backend.repo) throw new Error('the editor is not signed in to GitHub');
    const api = (backend.api_root ?? 'https://api.github.com').replace(/\/$/, '');
    const file = path.split('/').map(encodeURIComponent).join('/');
    const ref = encodeURIComponent(draftBranch(collection, slug));
    const response = await fetch(`${api}/repos/${backend.repo}/contents/${file}?ref=${ref}`, {
      headers: { authorization: `token ${token}`, accept: 'application/vnd.github+json' },
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
    const { sha, content } = (await response.json()) as { sha: string; content: string };
    const bytes = Uint8Array.from(atob(content.replace(/\s/g, '')), (c) => c.charCodeAt(0));
    return { text: withoutBom(new TextDecoder().decode(bytes)), sha };
  };
}

/** Reads drafts through the local backend when there is one (`npm start`), else GitHub. */
export function draftReader(localBackend: string | undefined, backend: BackendConfig): DraftReader {
  return localBackend ? draftFromLocalBackend(localBackend, backend.branch ?? 'main') : draftFromGitHub(backend);
}
