// The seam's self-check (issue 53, point 7): with Decap's registry and store as the editor needs
// them nothing is missing; take away any one part and the check names it, says whether saving is
// still safe, and the note the editor reads says so in plain words. Decap's registry is stood in by
// plain objects here; tests/admin/decap-upgrade.test.ts checks the same names in the installed
// packages, and e2e/admin.spec.ts the check in the real /admin.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  checkDecapInternals,
  type DecapRegistry,
  type EntryFile,
  LOCALE_TEXTS,
  missingInternalsNote,
  rewriteEntryWrites,
} from '../../src/admin/decap-internals.ts';
import { checkDecapServer, DECAP_SERVER_EXPORTS, DECAP_SERVER_FILES } from '../../src/backend/decap-server.ts';

/** A locale holding every text the editor relies on. */
function englishLocale(): Record<string, unknown> {
  const locale: Record<string, unknown> = {};
  for (const text of LOCALE_TEXTS) {
    const keys = text.split('.');
    let part = locale;
    for (const key of keys.slice(0, -1)) {
      part[key] ??= {};
      part = part[key] as Record<string, unknown>;
    }
    part[keys.at(-1)!] = `text of ${text}`;
  }
  return locale;
}

/** Decap's API as the editor needs it; `without` takes one part away. */
function registry(without?: 'proxy' | 'github' | 'widget' | (typeof LOCALE_TEXTS)[number]): DecapRegistry {
  const locale = englishLocale();
  if (without?.includes('.')) {
    const keys = without.split('.');
    const parent = keys.slice(0, -1).reduce((part, key) => part[key] as Record<string, unknown>, locale);
    delete parent[keys.at(-1)!];
  }
  const backends: Record<string, unknown> = { proxy: { init: () => ({}) }, github: { init: () => ({}) } };
  if (without === 'proxy' || without === 'github') backends[without] = {};
  return {
    getBackend: (name) => backends[name],
    getWidget: (name) => (name === 'string' && without !== 'widget' ? { control: () => null } : undefined),
    getLocale: (name) => (name === 'en' ? locale : undefined),
    registerEventListener: () => undefined,
  };
}

describe('checkDecapInternals', () => {
  it('finds nothing missing when Decap has every part and its store was caught', () => {
    expect(checkDecapInternals(registry(), true)).toEqual([]);
  });

  it('names the bundle when it defined no API, and the store when it was not caught', () => {
    expect(checkDecapInternals(undefined, true)).toEqual([
      expect.objectContaining({ name: 'window.DecapCmsApp (decap/decap-cms-app.js)', blocksSaving: true }),
    ]);
    expect(checkDecapInternals(registry(), false)).toEqual([
      expect.objectContaining({ name: 'the Redux store (__REDUX_DEVTOOLS_EXTENSION_COMPOSE__)', blocksSaving: true }),
    ]);
  });

  it.each(['proxy', 'github'] as const)("names the %s backend's init, and blocks saving", (name) => {
    expect(checkDecapInternals(registry(name), true)).toEqual([
      expect.objectContaining({ name: `getBackend('${name}').init`, blocksSaving: true }),
    ]);
  });

  it("names the registered widget's control; saving stays safe", () => {
    expect(checkDecapInternals(registry('widget'), true)).toEqual([
      expect.objectContaining({ name: "getWidget('string').control", blocksSaving: false }),
    ]);
  });

  it.each(LOCALE_TEXTS)('names the locale text %s; saving stays safe', (text) => {
    expect(checkDecapInternals(registry(text), true)).toEqual([
      expect.objectContaining({ name: `getLocale('en').${text}`, blocksSaving: false }),
    ]);
  });

  it('names every part of a registry that has lost its calls', () => {
    const names = checkDecapInternals({}, true).map((m) => m.name);
    expect(names).toEqual([
      "getBackend('proxy').init",
      "getBackend('github').init",
      "getWidget('string').control",
      ...LOCALE_TEXTS.map((text) => `getLocale('en').${text}`),
    ]);
  });
});

describe('missingInternalsNote', () => {
  it('says in plain words what stopped working, whether saving is blocked, and whom to tell', () => {
    const blocking = missingInternalsNote(checkDecapInternals(registry(), false));
    expect(blocking).toContain('The editor was updated and one of its parts no longer works as expected');
    expect(blocking).toContain('saving is blocked');
    expect(blocking).toContain('tell the site’s developer');
    const safe = missingInternalsNote(checkDecapInternals(registry('widget'), true));
    expect(safe).toContain('Saving is still safe');
    expect(safe).toContain('the counters, notes and problem marks under the fields');
  });

  it('names no part of the code where the editor reads', () => {
    const note = missingInternalsNote(checkDecapInternals({}, false));
    expect(note).not.toMatch(/getBackend|getWidget|getLocale|Redux|__|\(\)|\.init/);
  });
});

describe('rewriteEntryWrites', () => {
  function backends() {
    const written: { files: EntryFile[]; options: unknown; backend: string }[] = [];
    const made = Object.fromEntries(
      Object.values(BACKENDS).map((backend) => [
        backend,
        {
          init: () => ({
            persistEntry: async (entry: { dataFiles: EntryFile[] }, options: unknown) => {
              written.push({ files: entry.dataFiles, options, backend });
            },
          }),
        },
      ]),
    );
    return { written, cms: { getBackend: (name: string) => made[name] } };
  }
  type Made = { init: () => { persistEntry(entry: unknown, options: unknown): Promise<void> } };
  const file = { path: 'content/blog/a.md', slug: 'a', raw: 'text' };

  it("hands each backend's writes to `rewrite`, telling the local one, and takes only these files when asked", async () => {
    const { written, cms } = backends();
    const seen: boolean[] = [];
    rewriteEntryWrites(cms, (files, { local }) => {
      seen.push(local);
      return { files: [{ ...files[0]!, newPath: 'content/blog/b.md' }], onlyTheseFiles: local };
    });
    for (const name of Object.values(BACKENDS)) {
      const backend = (cms.getBackend(name) as Made).init();
      await backend.persistEntry({ dataFiles: [file], assets: [] }, { hasSubfolders: true, x: 1 });
    }
    expect(seen).toEqual([true, false]);
    expect(written).toEqual([
      { backend: 'proxy', files: [{ ...file, newPath: 'content/blog/b.md' }], options: { hasSubfolders: false, x: 1 } },
      { backend: 'github', files: [{ ...file, newPath: 'content/blog/b.md' }], options: { hasSubfolders: true, x: 1 } },
    ]);
  });
});

describe('checkDecapServer', () => {
  /** decap-server's modules as the local server needs them; `without` makes one not load or change. */
  function loader(without?: string) {
    const modules: Record<string, unknown> = {
      [DECAP_SERVER_FILES.middlewares]: { registerLocalFs: () => undefined, registerLocalGit: () => undefined },
      [DECAP_SERVER_FILES.express]: () => undefined,
      [DECAP_SERVER_FILES.jsonParser]: function json() {
        return (req: { _body?: boolean }) => req._body;
      },
    };
    return (specifier: string) => {
      if (specifier === without) throw new Error(`Cannot find module '${specifier}'`);
      return modules[specifier];
    };
  }

  it('finds nothing missing in a decap-server with every part', () => {
    expect(checkDecapServer(loader())).toEqual([]);
  });

  it.each(Object.values(DECAP_SERVER_FILES))('names %s when it no longer loads', (specifier) => {
    expect(checkDecapServer(loader(specifier))).toEqual([`decap-server's ${specifier} (it no longer loads)`]);
  });

  it.each(DECAP_SERVER_EXPORTS)('names %s when middlewares.js no longer has it', (name) => {
    const load = loader();
    const middlewares = { ...(load(DECAP_SERVER_FILES.middlewares) as object), [name]: undefined };
    const changed = (specifier: string) =>
      specifier === DECAP_SERVER_FILES.middlewares ? middlewares : load(specifier);
    expect(checkDecapServer(changed)).toEqual([`${name} in decap-server's ./dist/middlewares.js`]);
  });

  it("names the JSON parser's mark when the parser no longer skips a marked request", () => {
    const load = loader();
    const changed = (specifier: string) =>
      specifier === DECAP_SERVER_FILES.jsonParser ? () => 'reads every body' : load(specifier);
    expect(checkDecapServer(changed)).toEqual([
      'the _body mark in body-parser/lib/types/json.js (a checked body would be read twice)',
    ]);
  });
});

describe('the seams are the only way in', () => {
  /** What reaches into Decap's unpublished parts, in code (not in comments or types). */
  const REACHES: RegExp[] = [
    /__REDUX_DEVTOOLS/,
    /\[class\*=/,
    /\.(getBackend|getWidget|getLocale)\(/,
    /\.implementation\b|\.persistEntry\b|hasSubfolders/,
    /decap-cms-user|DecapCmsApp|expand-button/,
    /\.get\('(raw|path|mediaFiles|newRecord)'\)/,
    /getEntry\?\.\(|hasActiveStyle !==/,
    /dist\/middlewares|\b_body\b|GIT_REPO_DIRECTORY/,
  ];
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');

  it.each([
    ['src/admin', 'decap-internals.ts'],
    ['src/backend', 'decap-server.ts'],
  ])('no module of %s but %s', (dir, seam) => {
    const reaching = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && file !== seam)
      .flatMap((file) => {
        const text = code(readFileSync(path.join(dir, file), 'utf8'));
        return REACHES.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
      });
    expect(reaching).toEqual([]);
  });

  it('each pattern finds what it is for, in the seams', () => {
    const seams = ['src/admin/decap-internals.ts', 'src/backend/decap-server.ts']
      .map((file) => code(readFileSync(file, 'utf8')))
      .join('\n');
    expect(REACHES.filter((pattern) => !pattern.test(seams))).toEqual([]);
  });
});
