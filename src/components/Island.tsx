/**
 * Server side of an island: renders the component to HTML and marks the element so that
 * src/client/islands.ts can hydrate exactly this part of the page with the same props.
 */
import type { ComponentType } from 'react';
import type { IslandName } from '../islands/registry.ts';

export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'visible',
  savedUnder,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /**
   * When React takes the island over: as it comes near the viewport, or only once the visitor
   * uses it (focus, touch, pointer), for a form that is whole as HTML until someone types.
   */
  hydrate?: 'visible' | 'used';
  /** localStorage key of what the island restores (a draft): when present, it hydrates at once. */
  savedUnder?: string;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate} data-saved-under={savedUnder}>
      <Component {...props} />
    </div>
  );
}
