// https://vike.dev/Page — /blog/<slug>: a full article.
import { ArticleHeader } from '../../../components/ArticleHeader.tsx';
import { ArticleNavCard } from '../../../components/ArticleNavCard.tsx';
import { MarkdownBody } from '../../../components/MarkdownBody.tsx';
import { CoverImage } from '../../../components/ResponsiveImage.tsx';
import { NOT_INDEXED } from '../../../lib/search-index.ts';
import type { PropsOf } from '../../types.ts';
import type { Data } from './+data.ts';

export default function PostPage(props: PropsOf<Data>) {
  const { post, tldr, nav, cta } = props;
  return (
    <article>
      <ArticleHeader
        post={{ ...post, status: props.status }}
        author={props.author}
        ui={props.ui}
        breadcrumbs={props.breadcrumbs}
      />
      <div className="container-page max-w-4xl">
        <CoverImage entry={post} layout="article" priority />
        {tldr ? (
          <aside
            className="mx-auto mt-10 max-w-[68ch] rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
            aria-label={tldr.label}
          >
            <p className="text-sm font-bold tracking-wider text-emerald-800 uppercase">{tldr.title}</p>
            <p className="mt-2 text-lg leading-8 text-emerald-950">{tldr.text}</p>
          </aside>
        ) : null}
        <MarkdownBody className="prose mx-auto mt-10" html={post.html} />
        <section
          {...NOT_INDEXED}
          id="article-cta"
          className="mx-auto mt-14 max-w-[68ch] rounded-2xl bg-linear-to-br from-indigo-700 to-cyan-700 p-8 text-center"
          aria-labelledby="article-cta-title"
        >
          <h2 id="article-cta-title" className="text-2xl font-bold text-white">
            {post.cta.heading}
          </h2>
          <p className="mt-3 leading-7 text-indigo-50">{post.cta.text}</p>
          <a href={cta.href} className="btn-light mt-6">
            {cta.label}
          </a>
        </section>
        <nav aria-label={nav.label} className="mx-auto my-14 grid max-w-[68ch] gap-4 sm:grid-cols-2">
          <ArticleNavCard direction="previous" link={nav.previous} />
          <ArticleNavCard direction="next" link={nav.next} />
        </nav>
        {props.backToBlog ? (
          <p className="mb-14 text-center" {...NOT_INDEXED}>
            <a href="/blog" className="link">
              {props.backToBlog}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
