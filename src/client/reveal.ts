/** Animate-on-scroll: marks [data-animate] elements once they come within 100 px of the viewport bottom. */
export const REVEAL_MARGIN_PX = 100;

export function initAnimateOnScroll(): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-animate]');
  if (!elements.length || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          entry.target.classList.add('is-visible');
          observer.unobserve(entry.target);
        }
      }
    },
    { rootMargin: `0px 0px ${REVEAL_MARGIN_PX}px 0px` },
  );
  for (const el of elements) observer.observe(el);
  // Only now may CSS hide not-yet-visible elements: without this script nothing is hidden.
  document.documentElement.classList.add('js-animate');
}
