// @ts-check
/**
 * The project's TypeScript, compiled once into plain JavaScript that Node runs without a loader.
 *
 * Run through tsx, a command spends most of a second before its first line: tsx starts, and on
 * Node 20 every import then passes through its loader thread. So the commands that must start
 * fast (scripts/run.mjs: build, check, start) and the build's worker threads (./pool.ts) run a
 * bundle instead: esbuild compiles the entry with every file of ours it imports into one
 * JavaScript file (packages stay imports), kept under .cache/compiled and reused while no source
 * file of src/ or scripts/ changes. This module is JavaScript because it runs before anything
 * can compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { cacheFolders } from './cache-folders.mjs';
import { hashFilesBelow } from './fingerprint.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.cache', 'compiled');
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js|json)$/;
/** import.meta.url and friends: in a bundle each file keeps its own, so paths beside it still resolve. */
const OWN_LOCATION = /\bimport\.meta\.(url|dirname|filename)\b/g;

/** @type {string | undefined} */
let sourcesMemo;
/** Bundles being compiled or compiled by this process, by folder: each is compiled once. */
const compiling = new Map();

/**
 * A hash of every source file a bundle may contain (src/ and scripts/), of this module's settings
 * and of esbuild's version: worked out once per process.
 */
export function sourcesKey() {
  if (sourcesMemo) return sourcesMemo;
  const hash = createHash('sha256').update('compile 2\0');
  hash.update(JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'esbuild', 'package.json'), 'utf8')).version);
  for (const folder of ['src', 'scripts']) hashFilesBelow(hash, ROOT, folder, (name) => SOURCE_FILE.test(name));
  sourcesMemo = hash.digest('hex').slice(0, 16);
  return sourcesMemo;
}

/** @param {string} file @param {'url' | 'dirname' | 'filename'} what */
function ownLocation(file, what) {
  if (what === 'url') return JSON.stringify(pathToFileURL(file).href);
  return JSON.stringify(what === 'dirname' ? path.dirname(file) : file);
}

/**
 * The path of a JavaScript bundle of `contents` (a module whose imports resolve from
 * `resolveDir`), compiled now unless an up-to-date one exists. Compiled code is not part of the
 * build cache: BUILD_CACHE=off (cold builds of the content) keeps it, as tsx kept its own
 * compiled files; a changed source file gives a new key, so stale code never runs.
 *
 * @param {string} name a readable part of the file name
 * @param {string} contents
 * @param {string} resolveDir
 * @returns {Promise<string>}
 */
export function compiledModule(name, contents, resolveDir) {
  const key = createHash('sha256').update(sourcesKey()).update(contents).update(resolveDir).digest('hex');
  const outdir = path.join(OUT_DIR, `${name}-${key.slice(0, 16)}`);
  if (!compiling.has(outdir)) compiling.set(outdir, compile(contents, resolveDir, outdir));
  return compiling.get(outdir);
}

/** @param {string} contents @param {string} resolveDir @param {string} outdir @returns {Promise<string>} */
async function compile(contents, resolveDir, outdir) {
  const entry = path.join(outdir, 'entry.mjs');
  if (existsSync(entry)) return entry;
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    // What the code imports lazily (await import()) stays out of the entry, so it still loads lazily.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outdir,
    entryNames: 'entry',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-location',
        setup(build) {
          build.onLoad({ filter: /\.(ts|tsx|mts|mjs)$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replace(OWN_LOCATION, (_, what) => ownLocation(args.path, what)),
            loader: args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.mjs') ? 'js' : 'ts',
          }));
        },
      },
    ],
  });
  // Written aside and renamed: a process starting meanwhile never imports half a bundle.
  const aside = `${outdir}.${process.pid}.${threadId}.tmp`;
  for (const file of result.outputFiles) {
    const target = path.join(aside, path.relative(outdir, file.path));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  // A bundle put in place meanwhile by another process (before this rename, or racing it) has the
  // same bytes and may be in use: it stays, and this copy goes.
  try {
    if (existsSync(entry)) throw new Error('already compiled');
    renameSync(aside, outdir);
  } catch (error) {
    rmSync(aside, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
  removeOldBundles();
  return entry;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bundles of earlier versions of the code go once a day has passed since they were compiled:
 * a long-running command (npm start) may still load parts of its own lazily.
 */
function removeOldBundles() {
  for (const folder of cacheFolders(OUT_DIR))
    if (Date.now() - folder.mtimeMs > DAY_MS) rmSync(folder.path, { recursive: true, force: true });
}

/**
 * A bundle that runs the TypeScript script `file` when imported.
 * @param {string} file
 */
export function compiledScript(file) {
  const abs = path.resolve(file);
  return compiledModule(path.basename(abs, path.extname(abs)), `import ${JSON.stringify(abs)};\n`, path.dirname(abs));
}
