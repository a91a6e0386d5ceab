// An island in the browser (decision 191): each island file's entry (vite.config.ts's islandEntries)
// calls this with its component, which hydrates every container the server marked with its name,
// from the props written beside it, in a React root of its own, as the server rendered it.
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES } from '../../shared/islands.ts';

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="${name}"]`)) {
    const props = JSON.parse(container.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as P;
    const id = container.getAttribute(ISLAND_ATTRIBUTES.id) ?? name;
    hydrateRoot(
      container,
      <StrictMode>
        <Component {...props} />
      </StrictMode>,
      { identifierPrefix: id },
    );
  }
}
