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
import { parse } from 'yaml';
import { dayIn } from '../content/day.ts';
import { type DecapCollection, registerFormats } from './collections.ts';
import { SOURCE_KEY } from './formats.ts';
import { capUploadedPhotos } from './photos.ts';
import { type PreviewData, registerPreviews } from './previews.tsx';
import { addressChanges, offerRedirects } from './redirect-offer.ts';
import { schemaOfEntry } from './schemas.ts';
import { checkEntry, refusalMessage } from './validate.ts';
import { registerWidgets } from './widgets.tsx';

interface ImmutableMap {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
}

// Messages read like `npm run check`: "Answer is too long: at most 1200 characters." Decap's toast
// for an empty required field ("Oops, you've missed a required field") says what and where.
const en = CMS.getLocale('en') as {
  editor: { editorControlPane: { widget: Record<string, string> } };
  ui: { toast: Record<string, string> };
};
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
      missingRequiredField: 'Not saved: a field that must be filled in is empty. It is marked in red.',
    },
  },
});

// Beside the page: /admin/ on the site, or the root of the editor's own site (scripts/build/admin.ts).
const data = (await (await fetch(new URL('preview-data.json', location.href))).json()) as PreviewData & {
  siteCss: string;
};
const today = dayIn(data.content.site.timeZone, new Date());
const config = parse(await (await fetch(new URL('config.yml', location.href))).text()) as {
  collections: DecapCollection[];
};
const formats = registerFormats(config.collections, today);
registerWidgets(today);
registerPreviews(data, config.collections, today, formats);
capUploadedPhotos();

// The content check, before anything is written: a refused entry is never saved, and the
// editor reads why in the check's own words. Empty optional fields are dropped on the way, and
// the file's text goes along to the format, which changes only what the editor changed.
// First, before the check: a change that takes a published address away is told, with the
// redirect to add (src/admin/redirect-offer.ts); going back saves nothing.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: ImmutableMap }) => {
    const collection = String(entry.get('collection'));
    const values = (entry.get('data') as ImmutableMap).toJS();
    const changes = addressChanges(collection, String(entry.get('slug')), values, data.content);
    if (changes.length && (await offerRedirects(changes)) === 'back')
      throw new Error('Not saved: add the redirect in Redirects first, or save again and choose "Save anyway".');
    return undefined;
  },
});
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: ImmutableMap }) => {
    const collection = String(entry.get('collection'));
    const slug = String(entry.get('slug'));
    const target = schemaOfEntry(collection, slug);
    if (!target) return undefined;
    const values = formats.get(collection)!.stored((entry.get('data') as ImmutableMap).toJS());
    const result = checkEntry(target.schema, values, target.markdown);
    if (!result.ok) throw new Error(refusalMessage(result.issues, formats.get(collection)!.labels(slug)));
    // Decap keeps entry data as Immutable collections (the same package, deduplicated).
    return fromJS({ ...result.data, [SOURCE_KEY]: { text: String(entry.get('raw') ?? ''), entry: slug } });
  },
});

// The local backend exists only where `npm start` served this page to this computer: it put the
// backend's address, with this run's token, in the page. Elsewhere (the live editor) there is none.
const localBackend = document.querySelector<HTMLMetaElement>('meta[name="decap-local-backend"]')?.content;
CMS.init({
  config: {
    ...config,
    load_config_file: false,
    local_backend: localBackend ? { url: new URL(localBackend, location.origin).href } : false,
  },
} as never);
