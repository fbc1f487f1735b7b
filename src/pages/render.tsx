/**
 * A page as HTML from its data (what its +data.ts returns, ./types.ts PageData): its component from
 * its props, inside the site's shell (head, header, footer) from its meta and chrome, with the
 * variants of its pictures. Pure; +onRenderHtml.tsx writes it out, the tests read it.
 */
import { renderToString } from 'react-dom/server';
import { Document } from '../components/Document.tsx';
import { ImageManifestContext } from '../components/ResponsiveImage.tsx';
import type { PageData } from './types.ts';

export function pageHtml<Props extends object>(Page: (props: Props) => React.ReactNode, data: PageData<Props>): string {
  const { meta, props, chrome, images } = data;
  const html = renderToString(
    <ImageManifestContext value={images}>
      <Document chrome={chrome} meta={meta}>
        <Page {...props} />
      </Document>
    </ImageManifestContext>,
  );
  return `<!DOCTYPE html>${html}`;
}
