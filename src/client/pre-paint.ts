/**
 * The pre-paint script: loaded, blocking, from the head of a page with a running experiment or
 * messages matched to ads, before anything is painted. It reads the page's plan (a JSON script
 * just above it), picks this view's variant by share or the message the address names
 * (src/lib/experiments.ts), and writes the choice on <html>; the stylesheet then shows only that
 * copy of the hero. It stores nothing and shows nothing of the address. Any failure leaves the
 * page as written (variant a, the page's own words). Bundled on its own by scripts/build/pre-paint.ts.
 */
import { choiceAttributes, choose, PRE_PAINT_PLAN_ID, type PrePaintPlan, unitInterval } from '../lib/experiments.ts';

try {
  const plan = JSON.parse(document.getElementById(PRE_PAINT_PLAN_ID)?.textContent ?? '{}') as PrePaintPlan;
  const query = new URLSearchParams(location.search);
  const random = unitInterval(crypto.getRandomValues(new Uint32Array(1))[0]!);
  const attributes = choiceAttributes(choose(plan, (name) => query.get(name), random));
  for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(name, value);
} catch {
  // The page as written shows: variant a and the page's own words are its defaults.
}
