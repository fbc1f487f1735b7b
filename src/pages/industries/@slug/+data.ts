// https://vike.dev/data — /industries/<slug>: its case study, or a "coming soon" notice (./page-data.ts).
import { dataHook } from '../../data-hook.ts';
import { industryData } from './page-data.ts';

export const data = dataHook(['case-study', 'industry-coming-soon'], industryData);
export type Data = Awaited<ReturnType<typeof data>>;
