// https://vike.dev/data — /services/<slug>: the service's name and the "coming soon" notice (../../offerings.ts).
import { dataHook } from '../../data-hook.ts';
import { serviceData } from '../../offerings.ts';

export const data = dataHook(['service'], serviceData);
export type Data = Awaited<ReturnType<typeof data>>;
