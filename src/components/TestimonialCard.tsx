import type { Testimonial } from '../content/schemas/people.ts';
import { Stars } from './Icon.tsx';

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="card flex h-full flex-col" data-animate>
      <Stars rating={t.rating} label={`Rated ${t.rating} out of 5 stars`} />
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
