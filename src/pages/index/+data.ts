// https://vike.dev/data — the home page: what each of its sections shows (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { homeData } from './page-data.ts';

export const data = dataHook(['home'], homeData);
export type Data = Awaited<ReturnType<typeof data>>;
