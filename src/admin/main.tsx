/**
 * The editor at /admin: Decap CMS, bundled with the site's own React so that its preview pane
 * uses the site's components. The configuration is public/admin/config.yml, generated from the
 * zod schemas; this file adds what a static file cannot: the local backend's address (given by
 * `npm start` to this computer's own /admin page only, with a per-run token), the file formats
 * that keep files as written, the check before saving, plain-language messages, the widgets with
 * counters and publication state, the previews, and the width cap of uploaded photos.
 */
import CMS from 'decap-cms-app';
import { fromJS } from 'immutable';
import { dayIn } from '../content/day.ts';
import { addressFromTitle, movedAddress } from '../lib/address.ts';
import { registerAddressWidget } from './address-widget.tsx';
import { type DecapCollection, registerFormats } from './collections.ts';
import { showKeptText } from './conflict.ts';
import { type BackendConfig, contentReader, draftReader, githubToken, githubVersions } from './content-texts.ts';
import { registerDateWidget } from './date-widget.tsx';
import {
  draftSaved,
  englishLocale,
  moveOpenEntry,
  readableBackendAnswers,
  savingEntry,
  selfCheck,
  sentenceErrors,
  watchRenderedNames,
} from './decap-internals.ts';
import { addEditorStyles } from './editor-styles.ts';
import { guardEntrySwitch } from './entry-switch.ts';
import { WIDGETS } from './field-notes.ts';
import { showFieldProblems, watchFieldProblems, widgetNames } from './field-problems.tsx';
import { SOURCE_KEY } from './formats.ts';
import { startHistoryPanel } from './history-panel.ts';
import { versionSource } from './history-source.ts';
import { linkChoices } from './link-choices.ts';
import { watchNewEntryStatus } from './new-entry-status.ts';
import { ownLinksAsPaths, ownOrigins } from './own-links.ts';
import { carryPlannedFiles, hidesNewAddress, movedEntry, plannedSave, planSave, withRedirects } from './page-moves.ts';
import { explainPastedTables } from './pasted-tables.ts';
import { capUploadedPhotos } from './photos.ts';
import { type PreviewData, registerPreviews } from './previews.tsx';
import { explainBlockedPublish, saveReached } from './publish-blocked.ts';
import { addressChanges, deleteChanges, offerRedirects } from './redirect-offer.ts';
import { hideRefusalNote, refuse } from './refusal-note.ts';
import { otherEntryWords } from './refusal-words.ts';
import {
  contentNow,
  mayMoveOrRename,
  referenceTitle,
  referenceUpdates,
  renamesOf,
  withOwnLinksMoved,
} from './renames.ts';
import { saveGuard } from './save-guard.ts';
import { schemaOfEntry } from './schemas.ts';
import { siteStateSource, startSiteBanner } from './site-banner.ts';
import { entryFile } from './site-check.ts';
import { clearRefusal, siteRefusal } from './site-refusals.ts';
import { storeSafeSvgs } from './svg-uploads.ts';
import { answerEveryUpload, pictureAddress } from './uploads.ts';
import { checkEntry, NOT_SAVED, refusalLines, writtenFields } from './validate.ts';
import { guardVersions } from './version-guard.ts';
import { registerWidgets } from './widgets.tsx';

interface ImmutableMap {
  get(key: string): unknown;
}

// First: whether Decap still has what the editor leans on (after an update), told on the page.
selfCheck(CMS);
// The dialogs and buttons the editor adds, drawn like Decap's own.
addEditorStyles();

// Messages read like `npm run check`: "Answer is too long: at most 1200 characters." Decap's toast
// for an empty required field ("Oops, you've missed a required field") says what and where.
const en = englishLocale(CMS);
CMS.registerLocale('en', {
  ...en,
  editor: {
    ...en.editor,
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: { ...en.editor.editorControlPane.widget, regexPattern: '%{fieldLabel} %{pattern}' },
    },
  },
  ui: {
    ...en.ui,
    toast: {
      ...en.ui.toast,
      missingRequiredField: 'Not saved: a field marked in red needs a change first; its message says what.',
      // A refusal of the check before saving says "Not saved" and why in its own words.
      onFailToPersist: '%{details}',
    },
  },
});

// Beside the page: /admin/ on the site, or the root of the editor's own site (scripts/build/admin.ts).
const data = (await (await fetch(new URL('preview-data.json', location.href))).json()) as PreviewData & {
  siteCss: string;
};
const today = dayIn(data.content.site.timeZone, new Date());
// config.yml as the build wrote it in JSON (scripts/build/admin.ts): the YAML takes 100 times longer to parse.
const config = (await (await fetch(new URL('config.json', location.href))).json()) as {
  collections: DecapCollection[];
  backend: BackendConfig;
  site_url?: string;
};
// The local backend exists only where `npm start` served this page to this computer: it put the
// backend's address, with this run's token, in the page. Elsewhere (the live editor) there is none.
const localBackend = document.querySelector<HTMLMetaElement>('meta[name="decap-local-backend"]')?.content;
/** The local backend's address, made absolute: the readers and Decap's configuration take it so. */
const localBackendUrl = localBackend ? new URL(localBackend, location.origin).href : undefined;
const formats = registerFormats(config.collections, today);
// Before the widgets: the publication date builds on the date field.
registerDateWidget(() => dayIn(data.content.site.timeZone, new Date()));
const origins = ownOrigins(location.origin, data.content.site.url, config.site_url);
registerWidgets(today, linkChoices(data.content));
// A brand-new entry says "Not saved yet", not Decap's "Changes saved" (./new-entry-status.ts).
watchNewEntryStatus(en.editor.editorToolbar.changesSaved!, 'Not saved yet');
watchRenderedNames(CMS, [en.editor.editorToolbar.changesSaved!, 'Not saved yet']);
registerAddressWidget();
const hasAddress = (collection: string) =>
  config.collections.find((c) => c.name === collection)?.fields?.some((f) => f.widget === WIDGETS.address) ?? false;
watchFieldProblems(widgetNames(config.collections));
// A Publish Decap stops over a field in red says why (it says so itself only for empty fields).
const toolbar = en.editor.editorToolbar;
explainBlockedPublish(
  [toolbar.publishNow, toolbar.publishAndCreateNew, toolbar.publishAndDuplicate, toolbar.save].filter(
    (word): word is string => typeof word === 'string',
  ),
);

// The site's own check over every file, before a save or a delete (./site-refusals.ts).
const guard = saveGuard(
  contentReader(localBackendUrl, config.backend),
  localBackendUrl ? location.origin : (config.site_url ?? location.origin),
  { questions: [en.editor.editor.onDeletePublishedEntry!, en.editor.editor.onDeleteWithUnsavedChanges!] },
  githubVersions,
);
// A save from a file that changed since the entry opened is refused, both versions shown (./versions.ts).
const versions = guardVersions(CMS, guard, draftReader(localBackendUrl, config.backend));
showKeptText();
// Each entry's earlier versions, one of which can be restored as a new change (./history-panel.ts).
startHistoryPanel({
  source: versionSource(localBackendUrl, config.backend, githubToken),
  current: (file) => guard.current(file),
  values: (collection, text) => formats.get(collection)!.values(text),
  label: (collection, slug) => formats.get(collection)!.labels(slug) as (path: readonly string[]) => string,
  timeZone: data.content.site.timeZone,
});
// A delete another entry depends on is refused; one that takes a published address away offers
// the redirect in place of Decap's question (one question either way).
guard.guardDeletes(
  (collection, slug) => entryFile(collection, slug, {}),
  (collection, slug) => deleteChanges(collection, slug, data.content),
  (problem, text) => otherEntryWords(problem, text, config.collections),
);
// Another entry's address opens that entry, never its address over the open one's form (#4147).
guardEntrySwitch(en.editor.editor.onLeavePage!);
// A newly opened entry starts without the marks of another's refusal, against fresh files.
addEventListener('hashchange', () => {
  clearRefusal();
  void guard.refresh();
});
void guard.refresh();
registerPreviews(data, config.collections, today, formats);
// Whether the site took the last change, on every screen (./site-banner.ts).
startSiteBanner(siteStateSource(localBackendUrl, config.backend));
capUploadedPhotos();
// A pasted table says what became of it, with the table as Markdown to paste instead.
explainPastedTables();

// The content check, before anything is written: a refused entry is never saved, and the
// editor reads why in the check's own words. Empty optional fields are dropped on the way, and
// the file's text goes along to the format, which changes only what the editor changed.
// First, before the check: a change that takes a published address away is told, with the
// redirect to add (src/admin/redirect-offer.ts); going back saves nothing.
// A saved page given a new address moves to its new file with this save; a new one without an
// address gets the one made from its title (the address widget fills it in as the title is typed).
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    saveReached();
    planSave(undefined);
    const { collection, data: values, isNew, path, ...saving } = savingEntry(entry);
    const slug = isNew ? '' : saving.slug;
    const newSlug = movedAddress(slug, values);
    // Judged against the files as they are now: an earlier save may have moved or renamed since.
    const texts = !isNew && mayMoveOrRename(collection, slug) ? await guard.all() : new Map<string, string>();
    const published = texts.size ? { ...data.content, ...contentNow(texts, new Date()) } : data.content;
    const changes = addressChanges(collection, slug, values, published, newSlug);
    // The entries that choose what this save renames, rewritten to the new name (./renames.ts).
    const renames = isNew ? [] : renamesOf(collection, slug, values, published, newSlug);
    const own = path.replace(/^content\//, '');
    const updates = referenceUpdates(texts, renames, { except: own });
    const titles = updates.map((update) => referenceTitle(update, config.collections));
    const choice = changes.length || updates.length ? await offerRedirects(changes, document, 'save', titles) : 'save';
    if (choice === 'back')
      throw new Error(
        changes.length
          ? 'Not saved: add the redirect in Redirects first, or save again and choose "Save anyway".'
          : 'Not saved: nothing was written.',
      );
    // Saved without the redirect, a move still takes away a redirect that would hide its new address.
    const redirectsText = changes.length ? ((await guard.current('redirects.yaml')) ?? '') : '';
    const redirects =
      choice === 'add'
        ? withRedirects(redirectsText, changes)
        : changes.length && hidesNewAddress(redirectsText, changes)
          ? withRedirects(redirectsText, changes, false)
          : undefined;
    const newPath = newSlug ? path.replace(/[^/]+(\.\w+)$/, `${newSlug}$1`) : undefined;
    // A moved entry (a renamed industry's case study) is written at its old file, then moved.
    const also = updates.map(({ file, text, movedFrom }) =>
      movedFrom
        ? { path: `content/${movedFrom}`, raw: text, newPath: `content/${file}` }
        : { path: `content/${file}`, raw: text },
    );
    if (!isNew && (newPath || redirects !== undefined || also.length))
      planSave({ path, newPath, redirects, newSlug, collection, ...(also.length ? { also } : {}) });
    if (isNew && hasAddress(collection) && !values.slug)
      return fromJS({ ...values, slug: addressFromTitle(values.title) });
    // The entry's own links to the address it leaves lead to its new one (./renames.ts).
    const ownLinks = withOwnLinksMoved(values, renames);
    return ownLinks === values ? undefined : fromJS(ownLinks);
  },
});
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const { collection, data: typed, raw, ...saving } = savingEntry(entry);
    const slug = saving.isNew ? '' : saving.slug;
    const target = schemaOfEntry(collection, slug || saving.slug);
    if (!target) return undefined;
    // Links to the site's own address are stored, and checked, as paths (./own-links.ts).
    const formValues = ownLinksAsPaths(target.schema, typed, origins);
    const helpers = formats.get(collection)!;
    const written = writtenFields(raw, target.markdown);
    const result = checkEntry(target.schema, helpers.stored(formValues), target.markdown, written);
    if (!result.ok) {
      showFieldProblems(formValues, result.issues);
      const lines = refusalLines(result.issues, helpers.labels(slug)).map((text) => ({ text }));
      throw refuse({ heading: NOT_SAVED, lines });
    }
    await versions.check(
      saving.path,
      raw,
      () => helpers.text({ ...result.data, [SOURCE_KEY]: { text: raw, entry: slug } }),
      { collection, slug },
    );
    const uploads = saving.uploads.map((file) => pictureAddress(file) ?? file);
    const planned = plannedSave();
    const refusal = await siteRefusal(
      { collection, slug, values: result.data, formValues, raw, uploads, ...planned },
      helpers,
      guard,
      config.collections,
    );
    if (refusal) throw refuse(refusal);
    // Decap keeps entry data as Immutable collections (the same package, deduplicated).
    return fromJS({ ...result.data, [SOURCE_KEY]: { text: raw, entry: slug } });
  },
});
// After a page moved, the editor opens it at its new address (Decap still holds the old one).
CMS.registerEventListener({
  name: 'postSave',
  handler: () => {
    hideRefusalNote();
    versions.saved();
    const moved = movedEntry();
    if (!moved) return;
    // Decap is still finishing its save here: the new address opens once the saved draft is
    // drawn, so that Decap's "leave without saving?" never stands in the way (./entry-switch.ts).
    // Decap's store learns the entry's new name first, so that the editor there finds it.
    void draftSaved().then(() =>
      setTimeout(() => {
        moveOpenEntry(moved.newSlug, moved.newPath);
        location.hash = `#/collections/${moved.collection}/entries/${moved.newSlug}`;
      }, 0),
    );
  },
});
carryPlannedFiles(CMS);
storeSafeSvgs(CMS);
// A picture the site cannot use is refused as it is picked, and never fails a later save; one
// uploaded and not saved yet shows in its field and the preview.
answerEveryUpload(CMS);
// Any refusal of the editor's backend reaches the editor as its sentence (last: around the rest).
if (localBackendUrl) readableBackendAnswers(localBackendUrl);
sentenceErrors(CMS);
CMS.init({
  config: {
    ...config,
    load_config_file: false,
    local_backend: localBackendUrl ? { url: localBackendUrl } : false,
    // "View Live" opens the site being edited: under `npm start`, this computer's own.
    ...(localBackendUrl ? { site_url: location.origin } : {}),
  },
} as never);
