import type { Stat } from '../content/schemas/common.ts';
import { Tiles } from './Tiles.tsx';

export function StatGrid({ stats, dark = false }: { stats: Stat[]; dark?: boolean }) {
  return (
    <Tiles as="dl" count={stats.length} compact>
      {stats.map((s) => (
        <div
          key={s.label}
          className={`flex flex-col rounded-2xl p-6 text-center ${dark ? 'bg-white/10' : 'border border-slate-200 bg-white shadow-sm'}`}
          data-animate
        >
          <dt className={`order-2 mt-1 font-semibold ${dark ? 'text-slate-200' : 'text-ink'}`}>{s.label}</dt>
          <dd
            className={`order-1 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-brand'}`}
          >
            {s.value}
          </dd>
          {s.description ? (
            <dd className={`order-3 mt-2 text-sm leading-6 ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
              {s.description}
            </dd>
          ) : null}
        </div>
      ))}
    </Tiles>
  );
}
