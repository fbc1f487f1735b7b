// https://vike.dev/data — /services: the service cards (../offerings.ts).
import { dataHook } from '../data-hook.ts';
import { overviewData } from '../offerings.ts';

export const data = dataHook(['services'], overviewData);
export type Data = Awaited<ReturnType<typeof data>>;
