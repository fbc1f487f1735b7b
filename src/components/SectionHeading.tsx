import type { SectionHeading as Heading } from '../content/schemas/common.ts';

export function SectionHeading({
  heading,
  as: Tag = 'h2',
  id,
  center = true,
  dark = false,
}: {
  heading: Heading;
  as?: 'h1' | 'h2';
  id?: string;
  center?: boolean;
  dark?: boolean;
}) {
  return (
    <div className={`mb-12 max-w-3xl ${center ? 'mx-auto text-center' : ''}`} data-animate>
      {heading.eyebrow ? <p className={dark ? 'eyebrow text-cyan-300!' : 'eyebrow'}>{heading.eyebrow}</p> : null}
      <Tag id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}>
        {heading.title}
      </Tag>
      {heading.intro ? (
        <p className={`mt-4 text-lg leading-8 ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{heading.intro}</p>
      ) : null}
    </div>
  );
}
