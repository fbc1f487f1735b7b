// Written by scripts/build/pre-paint.ts (npm run regen). Do not edit.
/** The address of the pre-paint script (src/client/pre-paint.ts) that pages with an experiment or messages load. */
export const PRE_PAINT_SCRIPT = '/assets/pre-paint.128a801292.js';
