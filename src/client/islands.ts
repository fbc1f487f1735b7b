/**
 * Hydrates the islands a page has, and nothing else: React is downloaded only when the page
 * contains a [data-island] element.
 */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (!elements.length) return;
  const [{ createElement }, { hydrateRoot }, { ISLANDS }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../islands/registry.ts'),
  ]);
  await Promise.all(
    elements.map(async (el) => {
      const name = el.dataset.island as keyof typeof ISLANDS;
      const load = ISLANDS[name];
      if (!load) return console.error(`Unknown island "${name}"`);
      const Component = (await load()) as (props: object) => React.ReactNode;
      const props = JSON.parse(el.dataset.props ?? '{}') as object;
      hydrateRoot(el, createElement(Component, props));
      el.dataset.hydrated = 'true';
    }),
  );
}
