/**
 * Counts this page view for the experiment variant the pre-paint script chose (the attributes it
 * set on <html>), once, after the page has loaded, so that counting never delays the page. The
 * database only adds one to that day's counter (src/lib/supabase/experiments.ts): nothing of the
 * visitor is sent or stored.
 */
export function countExperimentViewOnce(root: HTMLElement = document.documentElement): void {
  const { experiment, variant } = root.dataset;
  if (!experiment || !variant) return;
  const count = () =>
    void import('../lib/supabase/experiments.ts').then((m) => m.countExperimentView(experiment, variant));
  if (document.readyState === 'complete') count();
  else window.addEventListener('load', count, { once: true });
}
