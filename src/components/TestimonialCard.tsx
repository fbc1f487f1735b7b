import type { Testimonial } from '../content/schemas/people.ts';
import { fillTemplate } from '../lib/format.ts';
import { Stars } from './Icon.tsx';

/** A client review; `ratingLabel` is the template screen readers hear for the stars ("Rated {rating} out of 5 stars"). */
export function TestimonialCard({ t, ratingLabel }: { t: Testimonial; ratingLabel: string }) {
  return (
    <figure className="card flex h-full flex-col" data-animate>
      <Stars rating={t.rating} label={fillTemplate(ratingLabel, { rating: t.rating })} />
      <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
        <p>{`“${t.content}”`}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img src={t.image} alt="" width={48} height={48} className="h-12 w-12 rounded-full" loading="lazy" />
        <span>
          <span className="block font-semibold text-ink">{t.name}</span>
          <span className="block text-sm text-slate-600">{`${t.role}, ${t.company}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}
