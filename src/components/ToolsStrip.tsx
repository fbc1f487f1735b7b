import type { Tool } from '../content/schemas/people.ts';

/** A seamless loop: the list is drawn twice and slides by half its width (CSS only). */
export function ToolsStrip({ tools, title }: { tools: Tool[]; title: string }) {
  const row = (copy: number) =>
    tools.map((t) => (
      <li key={`${copy}-${t.name}`} className="shrink-0 px-8" aria-hidden={copy === 1 ? true : undefined}>
        <img src={t.logo} alt={copy === 0 ? t.name : ''} width={160} height={48} className="h-12 w-40" />
      </li>
    ));
  return (
    <div className="mt-16">
      <h3 className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase">{title}</h3>
      {/* Focusable so that keyboard users can stop the moving logos too (focus pauses the loop). */}
      <section
        className="marquee relative mt-6 overflow-hidden mask-[linear-gradient(90deg,transparent,black_10%,black_90%,transparent)]"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above; the region itself is the control.
        tabIndex={0}
        aria-label={title}
      >
        <ul className="marquee-track flex w-max">
          {row(0)}
          {row(1)}
        </ul>
      </section>
    </div>
  );
}
