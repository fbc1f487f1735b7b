// https://vike.dev/data — /contact: the form, the details and the next steps (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { contactData } from './page-data.ts';

export const data = dataHook(['contact'], contactData);
export type Data = Awaited<ReturnType<typeof data>>;
