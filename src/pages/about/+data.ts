// https://vike.dev/data — /about: its own texts and the reviews (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { aboutData } from './page-data.ts';

export const data = dataHook(['about'], aboutData);
export type Data = Awaited<ReturnType<typeof data>>;
