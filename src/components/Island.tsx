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
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
