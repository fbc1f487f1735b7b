// https://vike.dev/data — /search: the field and the texts of its results (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { searchData } from './page-data.ts';

export const data = dataHook(['search'], searchData);
export type Data = Awaited<ReturnType<typeof data>>;
