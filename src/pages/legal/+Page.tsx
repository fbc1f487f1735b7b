// https://vike.dev/Page — a legal page rendered from content/legal/<slug>.md, or a campaign page
// from content/landing/<slug>.yaml (see ./+route.ts).
import { LandingPage } from '../../components/LandingPage.tsx';
import { MarkdownBody } from '../../components/MarkdownBody.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { formatDate } from '../../lib/format.ts';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function LegalPage(props: PropsOf<Data>) {
  if (props.kind === 'landing') return <LandingPage page={props.page} sources={props.sources} />;
  const { page } = props;
  return (
    <>
      <PageHero title={page.title}>
        <p className="mt-4 text-slate-600">
          {`${props.updatedLabel} `}
          <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="container-page pb-20">
        <MarkdownBody html={page.html} />
      </div>
    </>
  );
}
