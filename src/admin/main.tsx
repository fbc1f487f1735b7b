/**
 * The editor at /admin: Decap CMS, bundled with the site's own React so that its preview pane
 * uses the site's components. The configuration is public/admin/config.yml, generated from the
 * zod schemas; this file adds what a static file cannot: the local backend's address (given by
 * `npm start` to this computer's own /admin page only, with a per-run token), the check before
 * saving, plain-language field messages, the previews, and today's date for the "Scheduled"
 * filter of the post list.
 */
import CMS from 'decap-cms-app';
import { fromJS } from 'immutable';
import { parse } from 'yaml';
import { dayIn } from '../lib/format.ts';
import {
  CaseStudyPreview,
  FaqsPreview,
  HomePreview,
  IndustriesPreview,
  LandingPreview,
  PostPreview,
  type PreviewData,
  ServicesPreview,
  setPreviewData,
  TestimonialsPreview,
} from './previews.tsx';
import { withToday } from './scheduled.ts';
import { schemaOfEntry } from './schemas.ts';
import { checkEntry, refusalMessage } from './validate.ts';

interface ImmutableMap {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
}
type DecapEntry = ImmutableMap;

// Field messages read like `npm run check`: "Answer is too long: at most 1200 characters."
const en = CMS.getLocale('en') as { editor: { editorControlPane: { widget: Record<string, string> } } };
CMS.registerLocale('en', {
  ...en,
  editor: {
    ...en.editor,
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: { ...en.editor.editorControlPane.widget, regexPattern: '%{fieldLabel} %{pattern}' },
    },
  },
});

// The content check, before anything is written: a refused entry is never saved, and the
// editor reads why in the check's own words. Empty optional fields are dropped on the way.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: DecapEntry }) => {
    const collection = String(entry.get('collection'));
    const slug = String(entry.get('slug'));
    const target = schemaOfEntry(collection, slug);
    if (!target) return undefined;
    const data = (entry.get('data') as ImmutableMap).toJS();
    const result = checkEntry(target.schema, data, target.markdown);
    if (!result.ok) throw new Error(refusalMessage(result.issues));
    // Decap keeps entry data as Immutable collections (the same package, deduplicated).
    return fromJS(result.data);
  },
});

// Beside the page: /admin/ on the site, or the root of the editor's own site (scripts/build/admin.ts).
const data = (await (await fetch(new URL('preview-data.json', location.href))).json()) as PreviewData & {
  siteCss: string;
  timeZone: string;
};
setPreviewData(data);
CMS.registerPreviewStyle(data.siteCss);
CMS.registerPreviewTemplate('faqs', FaqsPreview);
CMS.registerPreviewTemplate('testimonials', TestimonialsPreview);
CMS.registerPreviewTemplate('services', ServicesPreview);
CMS.registerPreviewTemplate('industries', IndustriesPreview);
CMS.registerPreviewTemplate('home', HomePreview);
CMS.registerPreviewTemplate('posts', PostPreview);
CMS.registerPreviewTemplate('caseStudies', CaseStudyPreview);
CMS.registerPreviewTemplate('landing', LandingPreview);

// The generated configuration, read here rather than by Decap: its "Scheduled" filter needs
// today's date in the site's time zone (Decap would append, not merge, a second collection list).
const config = withToday(
  parse(await (await fetch(new URL('config.yml', location.href))).text()),
  dayIn(data.timeZone, new Date()),
);
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
