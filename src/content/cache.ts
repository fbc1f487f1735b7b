/**
 * The content cache: a Markdown file's outcome (src/content/markdown-file.ts) kept on disk under
 * a key made of the file's name and bytes and the pipeline's own code, so that a build with
 * unchanged articles parses and renders none of them again.
 *
 * The pipeline key hashes every source file of src/content/ (schemas, loader, Markdown renderer)
 * and the lock-file entries of the packages that parse and render content: a change to any of
 * them gives every entry a new key. An entry that cannot be read, is not JSON, or was written
 * under another key is ignored and computed again, never trusted.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { hashFilesBelow } from '../lib/fingerprint.mjs';

/** Bumped when the stored layout changes, so old entries are not misread. */
const FORMAT = 1;

/** Packages whose code decides what a content file becomes (lock-file names). */
const CONTENT_PACKAGES =
  /^(markdown-it|mdurl|linkify-it|uc\.micro|entities|punycode\.js|unified|remark-[\w-]+|rehype-[\w-]+|micromark[\w-]*|mdast-[\w-]+|hast-[\w-]+|unist-[\w-]+|github-slugger|yaml|zod)$/;

export function defaultCacheDir(): string {
  return path.resolve(process.env.BUILD_CACHE_DIR ?? '.cache/build');
}

/** False when BUILD_CACHE=off: every entry is computed (the bench's cold runs). */
export function cacheEnabled(): boolean {
  return process.env.BUILD_CACHE !== 'off';
}

export function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The versions of the content packages, from the lock file beside package.json. */
function contentPackageVersions(root: string): string {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  return Object.entries(lock.packages)
    .filter(([where]) => CONTENT_PACKAGES.test(where.replace(/^.*node_modules\//, '')))
    .map(([where, info]) => `${where}@${info.version}`)
    .sort()
    .join('\n');
}

const CONTENT_CODE = fileURLToPath(new URL('.', import.meta.url));
let pipelineKeyMemo: string | undefined;

/**
 * The hash of the content pipeline's own code: the files of src/content/ and the versions of its
 * packages in the lock file. The folders can be given (tests hash a copy).
 */
export function pipelineKey(contentCode = CONTENT_CODE, root = path.resolve(CONTENT_CODE, '../..')): string {
  const isDefault = contentCode === CONTENT_CODE;
  if (isDefault && pipelineKeyMemo) return pipelineKeyMemo;
  const hash = createHash('sha256').update(`format ${FORMAT}\0`);
  hashFilesBelow(hash, contentCode, '.');
  hash.update(contentPackageVersions(root));
  const key = hash.digest('hex');
  if (isDefault) pipelineKeyMemo = key;
  return key;
}

/** A folder of JSON entries, one per key. */
export class DiskCache<T> {
  constructor(
    readonly dir: string,
    /** Rejects a parsed value of the wrong shape (a foreign or damaged entry). */
    private readonly looksValid: (value: unknown) => value is T,
  ) {}

  private fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  get(key: string): T | undefined {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(this.fileOf(key), 'utf8'));
    } catch {
      return undefined; // missing, unreadable or not JSON
    }
    const entry = stored as { format?: unknown; key?: unknown; value?: unknown } | null;
    if (!entry || entry.format !== FORMAT || entry.key !== key || !this.looksValid(entry.value)) return undefined;
    return entry.value;
  }

  /** Writes through a temporary file, so a build stopped halfway never leaves half an entry. */
  set(key: string, value: T): void {
    const file = this.fileOf(key);
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temporary, JSON.stringify({ format: FORMAT, key, value }));
    renameSync(temporary, file);
  }
}

/**
 * Keeps a cache folder from growing without end: once it holds more than `limit` entries, every
 * entry whose key is not in `used` (this build's) goes. Entry files are named by their key.
 */
export function pruneEntries(dir: string, used: ReadonlySet<string>, limit: number): number {
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return 0;
  }
  const entries = files.filter((f) => /\.(json|html)$/.test(f));
  if (entries.length <= limit) return 0;
  let removed = 0;
  for (const file of entries) {
    const key = path.basename(file).replace(/\.(json|html)$/, '');
    if (used.has(key)) continue;
    rmSync(path.join(dir, file), { force: true });
    removed++;
  }
  return removed;
}
