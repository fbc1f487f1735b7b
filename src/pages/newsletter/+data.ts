// https://vike.dev/data — /newsletter/confirm and /newsletter/unsubscribe: the texts of the page's button (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { newsletterData } from './page-data.ts';

export const data = dataHook(['newsletter'], newsletterData);
export type Data = Awaited<ReturnType<typeof data>>;
