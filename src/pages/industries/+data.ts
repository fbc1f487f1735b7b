// https://vike.dev/data — /industries: the industry cards (../offerings.ts).
import { dataHook } from '../data-hook.ts';
import { overviewData } from '../offerings.ts';

export const data = dataHook(['industries'], overviewData);
export type Data = Awaited<ReturnType<typeof data>>;
