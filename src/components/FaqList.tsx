import type { Faq } from '../content/schemas/people.ts';
import { Icon } from './Icon.tsx';

/**
 * One-open-at-a-time accordion on the platform: `<details name>` groups close each other,
 * the first is open at the start, and summary is keyboard- and screen-reader-ready.
 */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-3">
      {items.map((f, i) => (
        <details key={f.question} name="faq" open={i === 0} className="group card p-0!" data-faq-item>
          <summary className="flex items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-lg font-semibold text-ink">
            <span>{f.question}</span>
            <Icon name="chevron" className="h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-6 leading-7 text-slate-600">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
