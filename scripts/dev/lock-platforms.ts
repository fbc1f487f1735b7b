/**
 * `npm run lock:platforms`: adds the lock entries `npm install` could not record on this machine.
 *
 * The registry these machines reach does not serve the native binaries of other platforms
 * (Biome, Tailwind, Deno, … for macOS, Windows, musl). `npm install` then leaves their entries out
 * of package-lock.json, and `npm ci` on a fresh clone refuses the lock ("Missing: … from lock
 * file"). Each such package names its platform in its own name (`@biomejs/cli-darwin-arm64`), so
 * the entry can be written from the name: version, `os`/`cpu`/`libc` and `optional`. npm ci then
 * skips it on every other platform without downloading anything.
 *
 *   npm run lock:platforms            add what is missing
 *   npm run lock:platforms -- --check exit 1 if an entry is missing (used by the tooling tests)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];
const LIBC: Record<string, string> = { musl: 'musl', gnu: 'glibc', glibc: 'glibc' };

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
interface Lock {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

/** `os`, `cpu` and `libc` read off a platform package's name, or null when it names none. */
export function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | null {
  const parts = (name.split('/').pop() ?? name).split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return null;
  const libc = parts.map((p) => LIBC[p]).find(Boolean);
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(os === 'linux' && libc ? { libc: [libc] } : {}) };
}

/** Entries to add: `node_modules/<dep>` for every optional dependency the lock does not hold. */
export function missingPlatformEntries(lock: Lock): Record<string, LockEntry> {
  const out: Record<string, LockEntry> = {};
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      out[`node_modules/${dep}`] = {
        version: range.replace(/^[\^~=]/, ''),
        ...platform,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
      };
    }
  }
  return out;
}

function main(args: string[]): number {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
  const missing = missingPlatformEntries(lock);
  const names = Object.keys(missing);
  if (args.includes('--check')) {
    if (!names.length) return 0;
    console.error(
      `✗ package-lock.json lacks ${names.length} platform entries: run npm run regen (or npm run lock:platforms alone).`,
    );
    for (const name of names) console.error(`  ${name}`);
    return 1;
  }
  const packages = { ...lock.packages, ...missing };
  const sorted = Object.fromEntries(
    Object.keys(packages)
      .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
      .map((k) => [k, packages[k]!]),
  );
  writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(
    `✓ ${names.length} platform entries added to package-lock.json${names.length ? `: ${names.join(', ')}` : ''}.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)));
}
