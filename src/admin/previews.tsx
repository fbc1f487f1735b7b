/**
 * Decap's preview pane, drawn as the page will look: the site's own page component for the
 * entry's page (its preview_path in the generated configuration), inside the site's header and
 * footer, with the site's stylesheet (registered below) and the build's content, in which the
 * entry being edited replaces its saved self. A post's text goes through the site's own Markdown
 * renderer, its pictures through the site's image component. Settings without a page of their own
 * (site, interface texts) show on the page their preview_path names, in the header and footer
 * they fill. Nothing here is written per collection: a new collection with a page needs none.
 */
import CMS from 'decap-cms-app';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { Component, type ReactNode, useEffect, useRef } from 'react';
import { PageChrome } from '../components/Document.tsx';
import { ImageManifestContext } from '../components/ResponsiveImage.tsx';
import { fillIdentityDeep, identityFields } from '../content/identity.ts';
import type { ImageManifest } from '../content/images.ts';
import type { CheckedContent } from '../content/index.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { buildRouteTable, findRoute, type Route } from '../content/routes.ts';
import { type SchemaIssue, schemaIssues } from '../content/validate.ts';
import { chromeData } from '../lib/page-chrome.ts';
import { siteOrigin } from '../lib/seo.ts';
import { PAGES } from '../pages/by-kind.ts';
import type { CollectionHelpers, DecapCollection, DecapField } from './collections.ts';
import { publicationOf, schedulingOf } from './scheduled.ts';
import { FILE_SCHEMAS, FOLDER_SCHEMAS } from './schemas.ts';
import { cleanEmpty } from './validate.ts';

/** What the build writes into /admin/preview-data.json (scripts/build/site-files.ts), plus the stylesheet. */
export interface PreviewData {
  /** The content the site was built from. */
  content: CheckedContent;
  images: ImageManifest;
  siteCss: string;
}

type Data = Record<string, unknown>;
type ImmutableMap = { toJS(): Data };

/** Where an entry lives in the site's content, and the page that shows it. */
interface Place {
  schema: Parameters<typeof schemaIssues>[0];
  markdown: boolean;
  /** The content with the entry in it (`values` checked by the schema), and the page's path. */
  apply(content: CheckedContent, values: Data, slug: string, today: string): { content: CheckedContent; path: string };
}

function filePlace(key: string, previewPath: string): Place {
  return {
    schema: FILE_SCHEMAS[key]!,
    markdown: false,
    // The company's details in the texts ({company}, …) filled as the build fills them; the site
    // settings themselves from the values being typed.
    apply: (content, values) => ({
      content: { ...content, [key]: fillIdentityDeep(values, identityFields(key === 'site' ? values : content.site)) },
      path: previewPath,
    }),
  };
}

function folderPlace(collection: string, previewPath: string): Place {
  const { schema, markdown, derive } = FOLDER_SCHEMAS[collection]!;
  const scheduling = schedulingOf(schema);
  return {
    schema,
    markdown,
    apply(content, { body, ...values }, slug, today) {
      const file = slug;
      const fields = identityFields(content.site);
      const rendered = markdown ? renderMarkdown(String(body ?? ''), file, 1, true, fields) : undefined;
      const entry = {
        slug,
        file,
        ...fillIdentityDeep(values, fields),
        ...derive?.(values, fields),
        ...(rendered ? { html: rendered.html, anchors: rendered.anchors, words: rendered.words } : {}),
        // Shown on the page as a deploy preview shows it ("Draft", "Scheduled for …").
        ...(scheduling ? { status: publicationOf(values, scheduling, today).state } : {}),
      };
      const list = (content as unknown as Record<string, { slug: string }[]>)[collection] ?? [];
      const others = list.filter((item) => item.slug !== entry.slug);
      const path = previewPath.replace('{{slug}}', entry.slug);
      return {
        content: { ...content, [collection]: [entry, ...others] },
        path: path.startsWith('/') ? path : `/${path}`,
      };
    },
  };
}

/** `values` with each picture's path replaced by what Decap can show (an upload not yet saved, too). */
function withAssets(values: unknown, fields: DecapField[] | undefined, asset: (path: string) => string): unknown {
  if (Array.isArray(values)) return values.map((item) => withAssets(item, fields, asset));
  if (!values || typeof values !== 'object' || !fields) return values;
  const out: Data = { ...(values as Data) };
  for (const field of fields) {
    const value = out[field.name];
    if (field.widget === 'image' && typeof value === 'string' && value) out[field.name] = asset(value);
    else if (value && typeof value === 'object') {
      out[field.name] = withAssets(value, field.fields ?? (field.field ? [field.field] : undefined), asset);
    }
  }
  return out;
}

/** Draws the page when it can; while an entry is incomplete, says what is missing instead of a broken page. */
class PreviewBoundary extends Component<{ data: unknown; children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override componentDidUpdate(previous: { data: unknown }) {
    if (previous.data !== this.props.data && this.state.error) this.setState({ error: undefined });
  }
  override render() {
    if (this.state.error) return <Incomplete lines={[this.state.error]} />;
    return this.props.children;
  }
}

function Incomplete({ lines }: { lines: string[] }) {
  return (
    <div className="container-page py-10 text-slate-700" data-preview-incomplete>
      <p className="font-semibold">The preview shows the page once these are filled in or fixed:</p>
      <ul className="mt-3 list-disc pl-6">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** Scrolls the pane to the part of the page the entry fills (e.g. /#faq), once. */
function ScrollTo({ anchor, children }: { anchor?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor) ref.current?.ownerDocument.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  return <div ref={ref}>{children}</div>;
}

interface Setup {
  data: PreviewData;
  today: string;
  helpers: Map<string, CollectionHelpers>;
  /** Every file and folder with a page, by its template name (a file's name, or a folder collection's). */
  places: Map<string, { place: Place; previewPath: string; fields: DecapField[] | undefined; collection: string }>;
}
let setup: Setup | undefined;

/** The template of every file and folder: which one it is comes from the entry. */
function PagePreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const { data, today, helpers, places } = setup!;
  const collection = String(entry.get('collection'));
  const slug = String(entry.get('slug') ?? '');
  const at = places.get(collection === 'pages' ? slug : collection) ?? places.get(collection);
  if (!at) return null;
  const { place, previewPath, fields } = at;
  const help = helpers.get(at.collection)!;
  const values = help.stored((entry.getIn(['data']) as ImmutableMap | undefined)?.toJS() ?? {});
  const { body, ...frontMatter } = values;
  const checked = schemaIssues(
    place.schema as never,
    cleanEmpty(place.schema as never, place.markdown ? frontMatter : values),
  );
  if (!checked.ok) {
    const label = help.labels(slug);
    return <Incomplete lines={checked.issues.map((i: SchemaIssue) => `${label(i.path)}: ${i.message}`)} />;
  }
  const asset = (path: string) => String(getAsset(path) ?? '') || path;
  const shown = withAssets({ ...(checked.data as Data), ...(place.markdown ? { body } : {}) }, fields, asset) as Data;
  const { content, path } = place.apply(data.content, shown, slug || String(shown.slug ?? 'new-entry'), today);
  const routes = buildRouteTable(content);
  const route = findRoute(routes, path);
  if (!route) return <Incomplete lines={[`No page of the site is at ${path}.`]} />;
  return (
    <PreviewBoundary data={values}>
      <ImageManifestContext value={data.images}>
        <ScrollTo anchor={previewPath.split('#')[1]}>
          <SitePage content={content} route={route} routes={routes} />
        </ScrollTo>
      </ImageManifestContext>
    </PreviewBoundary>
  );
}

/**
 * The site's page of the route, inside its header and footer, from the page's own data function
 * (src/pages/by-kind.ts): what the built page shows, from this content. Inside the boundary, which
 * catches what an incomplete entry makes it throw.
 */
function SitePage({ content, route, routes }: { content: CheckedContent; route: Route; routes: Route[] }) {
  const { Page, data } = PAGES[route.kind];
  const origin = siteOrigin(content);
  const { props } = data({ content, route, routes, origin });
  return (
    <PageChrome chrome={chromeData(content, route, origin)}>
      <Page {...props} />
    </PageChrome>
  );
}

/** Registers the site's stylesheet and a page preview for every file and folder of the configuration. */
export function registerPreviews(
  data: PreviewData,
  collections: DecapCollection[],
  today: string,
  helpers: Map<string, CollectionHelpers>,
): void {
  const places: Setup['places'] = new Map();
  for (const collection of collections) {
    for (const file of collection.files ?? []) {
      if (!FILE_SCHEMAS[file.name] || !file.preview_path) continue;
      const place = filePlace(file.name, file.preview_path);
      places.set(file.name, {
        place,
        previewPath: file.preview_path,
        fields: file.fields,
        collection: collection.name,
      });
    }
    if (collection.files || !FOLDER_SCHEMAS[collection.name] || !collection.preview_path) continue;
    const place = folderPlace(collection.name, collection.preview_path);
    const previewPath = collection.preview_path;
    places.set(collection.name, { place, previewPath, fields: collection.fields, collection: collection.name });
  }
  setup = { data, today, helpers, places };
  CMS.registerPreviewStyle(data.siteCss);
  for (const name of places.keys()) CMS.registerPreviewTemplate(name, PagePreview);
}
