// https://vike.dev/data — /<slug>: a legal page's text, or a landing page's sections (./page-data.ts).
import { dataHook } from '../data-hook.ts';
import { legalOrLandingData } from './page-data.ts';

export const data = dataHook(['legal', 'landing'], legalOrLandingData);
export type Data = Awaited<ReturnType<typeof data>>;
