/** Theme colour name (from content) → Tailwind classes. Written out in full so Tailwind finds them. */
import type { Color } from '../content/schemas/common.ts';

export const COLOR_CLASSES: Record<Color, { icon: string; text: string; border: string }> = {
  blue: { icon: 'bg-blue-100 text-blue-700', text: 'text-blue-700', border: 'border-t-blue-500' },
  violet: { icon: 'bg-violet-100 text-violet-700', text: 'text-violet-700', border: 'border-t-violet-500' },
  emerald: { icon: 'bg-emerald-100 text-emerald-800', text: 'text-emerald-800', border: 'border-t-emerald-500' },
  amber: { icon: 'bg-amber-100 text-amber-800', text: 'text-amber-800', border: 'border-t-amber-500' },
  rose: { icon: 'bg-rose-100 text-rose-700', text: 'text-rose-700', border: 'border-t-rose-500' },
  cyan: { icon: 'bg-cyan-100 text-cyan-800', text: 'text-cyan-800', border: 'border-t-cyan-500' },
};
