// https://vike.dev/data — /blog: the cards of the first page's articles (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { blogData } from './page-data.ts';

export const data = dataHook(['blog'], blogData);
export type Data = Awaited<ReturnType<typeof data>>;
