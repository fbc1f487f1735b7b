// https://vike.dev/data — /blog/<slug>: the article and its neighbours' titles (./page-data.ts).
import { dataHook } from '../../data-hook.ts';
import { postData } from './page-data.ts';

export const data = dataHook(['post'], postData);
export type Data = Awaited<ReturnType<typeof data>>;
