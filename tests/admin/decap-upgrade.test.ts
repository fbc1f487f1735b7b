/**
 * The upgrade guard (issue 53, point 7): every part of Decap that the editor's seam
 * (src/admin/decap-internals.ts) and the local server's (src/backend/decap-server.ts) reach for,
 * found in the installed packages: Decap's prebuilt bundle as /admin loads it, its English locale,
 * decap-server's files. An update of decap-cms-app or decap-server that renames or drops one of
 * them fails here, naming it, before an editor meets it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECAP_DIST } from '../../scripts/build/admin.ts';
import {
  BACKENDS,
  DECAP_CLASSES,
  DECAP_GLOBAL,
  DRAFT_ACTIONS,
  draftBranch,
  ENTRY_ACTIONS,
  EXPAND_BUTTON_TEST_ID,
  LOCALE_TEXTS,
  MEDIA_ACTIONS,
  RIGHT_PANE,
  USER_KEY,
} from '../../src/admin/decap-internals.ts';
import {
  checkDecapServer,
  DECAP_SERVER_FILES,
  fromDecapServer,
  REPO_VARIABLE,
} from '../../src/backend/decap-server.ts';
import { EDITOR_ACTIONS } from '../../src/backend/editor-guard.ts';

/** Decap's bundle with the chunks it loads on demand, as one text. */
const bundle = readdirSync(DECAP_DIST)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(path.join(DECAP_DIST, file), 'utf8'))
  .join('\n');
const main = readFileSync(path.join(DECAP_DIST, 'decap-cms-app.js'), 'utf8');
/** Decap's English locale, from the decap-cms-locales that decap-cms-app is built with. */
async function englishLocale(): Promise<Record<string, unknown>> {
  const fromApp = createRequire(createRequire(import.meta.url).resolve('decap-cms-app/package.json'));
  const dir = path.dirname(fromApp.resolve('decap-cms-locales/package.json'));
  const url = pathToFileURL(path.join(dir, 'dist', 'esm', 'en', 'index.js')).href;
  return ((await import(url)) as { default: Record<string, unknown> }).default;
}
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const has = (pattern: RegExp | string) =>
  typeof pattern === 'string' ? bundle.includes(pattern) : pattern.test(bundle);

describe("the editor's seam against Decap's installed bundle", () => {
  it('the bundle defines its API on the page global the seam reads', () => {
    expect(main.slice(0, 400)).toContain(`.${DECAP_GLOBAL}=`);
  });

  // The seam finds an element by a part of its class (`css-<hash>-<label>`): StyledListItemTopBar too.
  it.each(Object.values(DECAP_CLASSES).flat())("a styled element's label still holds %s", (label) => {
    expect(has(new RegExp(`label:"\\w*${literally(label)}\\w*"`))).toBe(true);
  });

  it("a list entry's fold button keeps its test id", () => {
    expect(has(`"data-testid":"${EXPAND_BUTTON_TEST_ID}"`)).toBe(true);
  });

  it('the store is built through the devtools hook, with the draft the seam reads', () => {
    expect(has('window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__?window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__')).toBe(true);
    expect(has(/entryDraft:function\(/)).toBe(true);
    for (const field of ['isPersisting', 'newRecord'])
      expect(has(`setIn(["entry","${field}"],!0)`), `entryDraft's entry.${field}`).toBe(true);
    expect(has('e.set("hasChanged",!0)'), "entryDraft's hasChanged").toBe(true);
  });

  it('the draft is made again from an entry, and a field changed, by the actions the seam dispatches', () => {
    for (const type of Object.values(DRAFT_ACTIONS)) expect(has(`"${type}"`), type).toBe(true);
    // DRAFT_CREATE_FROM_ENTRY: the entry handed in becomes the draft's, as an existing one.
    expect(has(/e\.set\("entry",\(0,\w+\.fromJS\)\(t\.payload\.entry\)\),e\.setIn\(\["entry","newRecord"\],!1\)/)).toBe(
      true,
    );
    // DRAFT_CHANGE_FIELD: the payload's parts, and the field read by its name.
    expect(has(/const\{field:(\w),value:\w,metadata:\w,entries:\w,i18n:\w\}=\w\.payload,\w=\1\.get\("name"\)/)).toBe(
      true,
    );
  });

  it("a moved entry is put in the store and taken out by the entries' actions the seam dispatches", () => {
    for (const type of Object.values(ENTRY_ACTIONS)) expect(has(`"${type}"`), type).toBe(true);
    // ENTRY_SUCCESS: the entry handed in is kept under its collection and its own slug.
    expect(
      has(
        /(\w+)=(\w)\.collection,(\w+)=\2\.entry\.slug,\w\.withMutations\(\w=>\{\w\.setIn\(\["entities",`\$\{\1\}\.\$\{\3\}`\]/,
      ),
    ).toBe(true);
    // ENTRY_DELETE_SUCCESS: the entry of that collection and slug is taken out.
    expect(has(/deleteIn\(\["entities",`\$\{(\w)\.collectionName\}\.\$\{\1\.entrySlug\}`\]\)/)).toBe(true);
  });

  it("an upload is kept under a path, and dropped, by the media store's actions the seam dispatches", () => {
    for (const type of Object.values(MEDIA_ACTIONS)) expect(has(`"${type}"`), type).toBe(true);
    // ADD_ASSET keeps the asset handed in under its own path; REMOVE_ASSET drops the path handed in.
    expect(has(/case \w+:\{const (\w)=\w\.payload;\w\[\1\.path\]=\{asset:\1,isLoading:!1,error:null\};break\}/)).toBe(
      true,
    );
    expect(has(/case \w+:\{const (\w)=\w\.payload;delete \w\[\1\];break\}/)).toBe(true);
    // getAsset looks a picture up by its path, before it loads one from the site.
    expect(has(/let\{asset:\w,isLoading:\w,error:\w\}=\w\.medias\[\w\]\|\|\{\}/)).toBe(true);
  });

  it.each(Object.values(BACKENDS))(
    'the %s backend is registered by that name and its implementation is made by init',
    (name) => {
      expect(has(`registerBackend("${name}",`)).toBe(true);
      expect(has(/this\.implementation=\w+\.init\(/)).toBe(true);
    },
  );

  it('an entry is written by persistEntry with its data files, and the option for one file only', () => {
    expect(has(/this\.implementation\.persistEntry\(\{dataFiles:\w+,assets:\w+\},\w+\)/)).toBe(true);
    expect(has(/[,{]hasSubfolders:/)).toBe(true);
  });

  it("the API still offers the registries' calls the seam makes", () => {
    for (const call of ['getBackend', 'getWidget', 'getLocale', 'registerEventListener'])
      expect(has(new RegExp(`[,{]${call}:`)), call).toBe(true);
  });

  it('the entry a save hands over has the fields the seam reads', () => {
    expect(has(/\{collection:\w,slug:\w,path:\w,partial:[^,]+,raw:[^,]+,data:[^,]+,/)).toBe(true);
    expect(has(/mediaFiles:\w\.mediaFiles\|\|\[\]/)).toBe(true);
  });

  it("a field redraws by the rule the seam copies, and a field's message has the shape it makes", () => {
    expect(
      has(
        /this\.props\.value!==(\w)\.value\|\|this\.props\.classNameWrapper!==\1\.classNameWrapper\|\|this\.props\.hasActiveStyle!==\1\.hasActiveStyle/,
      ),
    ).toBe(true);
    expect(has(/(\w+)="CUSTOM"/)).toBe(true);
    expect(has(/\{error:\{type:\w+,parentIds:\w+,message:/)).toBe(true);
    expect(has(/[,{]getEntry:\w/), 'the getEntry prop').toBe(true);
  });

  it("the local backend reads every answer as JSON and throws its error (the seam's readableBackendAnswers)", () => {
    expect(has(/(\w)=await (\w)\.json\(\);if\(\2\.ok\)return \1;throw new \w+\(\1\.error,\2\.status,"Proxy"\)/)).toBe(
      true,
    );
  });

  it("a save sends every picture uploaded while the entry is open, used or not (the seam's LEAVE_OUT)", () => {
    expect(has(/\.get\("mediaFiles"\)\.toArray\(\)\.filter\(\w=>\w\.get\("draft"\)\)/)).toBe(true);
  });

  it("an entry's draft is on the branch the seam reads it from, as Decap's own util names it", async () => {
    const fromApp = createRequire(createRequire(import.meta.url).resolve('decap-cms-app/package.json'));
    const util = path.join(path.dirname(fromApp.resolve('decap-cms-lib-util/package.json')), 'dist/esm/APIUtils.js');
    const { branchFromContentKey, generateContentKey } = (await import(pathToFileURL(util).href)) as {
      branchFromContentKey(key: string): string;
      generateContentKey(collection: string, slug: string): string;
    };
    for (const [collection, slug] of [
      ['pages', 'faqs'],
      ['posts', 'vibe-coding-future-development'],
    ])
      expect(draftBranch(collection!, slug!)).toBe(branchFromContentKey(generateContentKey(collection!, slug!)));
  });

  it('the signed-in editor is kept under the key the seam reads', () => {
    expect(has(`storageKey="${USER_KEY}"`)).toBe(true);
  });

  it('the pane beside the form is kept under the key the seam names, with its values for none and the preview', () => {
    const { key, none, preview } = RIGHT_PANE;
    expect(has(new RegExp(`\\w+="${literally(key)}",\\w+=\\[[^\\]]*"${preview}"\\],\\w+="${none}"`))).toBe(true);
  });

  it("Decap asks its delete questions with the browser's confirm, by the locale's keys", () => {
    for (const key of ['onDeletePublishedEntry', 'onDeleteWithUnsavedChanges'])
      expect(has(new RegExp(`window\\.confirm\\(\\w+\\("editor\\.editor\\.${key}"\\)\\)`)), key).toBe(true);
    expect(has('"editor.editor.onLeavePage"')).toBe(true);
  });

  it.each(LOCALE_TEXTS)('the English locale still has %s, as the bundle carries it', async (text) => {
    const en = await englishLocale();
    const value = text.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown>)?.[key], en);
    expect(typeof value).toBe('string');
    expect(has(`${text.split('.').at(-1)}:${JSON.stringify(value)}`)).toBe(true);
  });
});

describe("the local server's seam against the installed decap-server", () => {
  const load = fromDecapServer();
  const middlewares = readFileSync(load.resolve(DECAP_SERVER_FILES.middlewares), 'utf8');

  it('every file and export it loads is there', () => {
    expect(checkDecapServer()).toEqual([]);
  });

  it('reads the repository folder from the variable the seam sets', () => {
    expect(middlewares).toContain(REPO_VARIABLE);
  });

  it.each(EDITOR_ACTIONS)('its handlers still answer the action %s the guard lets through', (action) => {
    expect(middlewares).toContain(`case"${action}"`);
  });

  it('a local write moves its files only when every file names a new path, and honours hasSubfolders', () => {
    expect(middlewares).toMatch(/\w+\.every\(\w+=>\w+\.newPath\)/);
    expect(middlewares).toContain('.hasSubfolders');
  });
});
