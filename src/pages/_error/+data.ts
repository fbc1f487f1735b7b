// https://vike.dev/data — the not-found page: its texts and suggestions (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { notFoundData } from './page-data.ts';

export const data = dataHook(['not-found'], notFoundData);
export type Data = Awaited<ReturnType<typeof data>>;
