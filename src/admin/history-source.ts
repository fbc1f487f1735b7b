/**
 * Where an entry's earlier versions come from (./history.ts lists them). Under `npm start`: the
 * local backend, which keeps each save of this computer and lists Git's commits of the file
 * (src/backend/editor-history.ts). On the live editor: GitHub's history of the file on the
 * site's branch (the commits API for its path), with the file as it was at each commit, read
 * with the editor's own sign-in, in the style of the banner's reader (src/lib/github-reader.ts).
 */
import type { BackendConfig } from './content-texts.ts';
import type { Version } from './history.ts';

/** At most this many commits are read (the newest). */
export const MAX_COMMITS = 20;

export type VersionSource = (path: string) => Promise<Version[]>;

/** The versions the local backend keeps and lists, newest first. */
export function localVersions(backendUrl: string): VersionSource {
  return async (path) => {
    const response = await fetch(`${backendUrl.replace(/\/$/, '')}/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    if (!response.ok) throw new Error(`the local editor backend answered ${response.status}`);
    return (await response.json()) as Version[];
  };
}

interface Commit {
  sha: string;
  commit: { author?: { name?: string; date?: string }; committer?: { name?: string; date?: string } };
  author?: { login?: string } | null;
}

/** Base64 (as GitHub sends it, in lines) to text. */
function decodeBase64(content: string): string {
  const bytes = Uint8Array.from(atob(content.replace(/\s/g, '')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * GitHub's versions of a file on the site's branch, newest first: each commit that changed it
 * (who and when as the commit names them), with the file's text at that commit. A commit that
 * deleted the file is left out.
 */
export function githubVersions(backend: BackendConfig, token: () => string | undefined): VersionSource {
  return async (path) => {
    const key = token();
    if (!key || !backend.repo) throw new Error('the editor is not signed in to GitHub');
    const api = (backend.api_root ?? 'https://api.github.com').replace(/\/$/, '');
    const get = async (url: string) => {
      const response = await fetch(`${api}/repos/${backend.repo}/${url}`, {
        headers: { authorization: `token ${key}`, accept: 'application/vnd.github+json' },
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
      return response.json() as Promise<unknown>;
    };
    const query = new URLSearchParams({ path, sha: backend.branch ?? 'main', per_page: String(MAX_COMMITS) });
    const commits = ((await get(`commits?${query}`)) ?? []) as Commit[];
    const versions = await Promise.all(
      commits.map(async (c): Promise<Version | undefined> => {
        const file = (await get(`contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${c.sha}`)) as
          | { content?: string; encoding?: string }
          | undefined;
        if (!file?.content || file.encoding !== 'base64') return undefined;
        const who = c.commit.author?.name ?? c.author?.login ?? c.commit.committer?.name ?? '';
        const when = c.commit.author?.date ?? c.commit.committer?.date ?? '';
        return { who, when, text: decodeBase64(file.content) };
      }),
    );
    return versions.filter((v) => v !== undefined);
  };
}

/** The source for this editor: the local backend when there is one (`npm start`), else GitHub. */
export function versionSource(
  localBackend: string | undefined,
  backend: BackendConfig,
  token: () => string | undefined,
): VersionSource {
  return localBackend ? localVersions(localBackend) : githubVersions(backend, token);
}
