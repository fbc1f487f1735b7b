// https://vike.dev/Page — a newsletter link page (content/newsletter.yaml): one button that
// confirms or cancels the subscription of the e-mail link's token. The token is read in the
// browser by src/client/newsletter.ts; the page itself is the same for everyone.
import { PageHero } from '../../components/PageHero.tsx';
import type { PropsOf } from '../types.ts';
import type { Data } from './+data.ts';

export default function NewsletterPage({ action, page, noScript }: PropsOf<Data>) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="container-page pb-20">
        <form
          method="post"
          className="card max-w-xl"
          aria-label={page.title}
          data-newsletter-link={action}
          data-working={page.working}
          data-success={page.success}
          data-invalid={page.invalid}
          data-failure={page.failure}
        >
          <button type="submit" className="btn-primary disabled:opacity-70" disabled>
            {page.button}
          </button>
          <p className="mt-4 min-h-6 text-slate-700" role="status" aria-live="polite" data-newsletter-link-status></p>
          <noscript>
            <p className="mt-4 text-slate-700">{noScript}</p>
          </noscript>
        </form>
      </div>
    </>
  );
}
