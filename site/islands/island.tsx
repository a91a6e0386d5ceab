// An island on the server (decision 191): a component that needs the browser, on a page that
// otherwise ships no script. The page renders <Island of={Component} props={...} />; the server
// renders the component in a React root of its own, as the browser will hydrate it, inside a
// container that names it and carries its props as JSON, writes its styles into the page's <head>,
// and notes its name so the page loads its entry (server/public-pages/ssr.ts). The component
// itself is plain React on native elements with class names: no Chakra runtime reaches the browser.
import type { PageStyleRules } from '../lib/page-styles.tsx';
import { createContext, use, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PageStyles } from '../lib/page-styles.tsx';
import { ISLAND_ATTRIBUTES, islandName } from '../../shared/islands.ts';
import { useFieldMarkScope } from '../sections/field-marks.tsx';

interface IslandModule {
  default: ComponentType<never>;
  /** The island's styles (site/lib/page-styles.tsx): Chakra style objects under `&`-selectors (`'& .roi-card'`). */
  styles?: readonly PageStyleRules[];
}

/** Every island, by its component. */
const ISLANDS = new Map(
  Object.entries(import.meta.glob<IslandModule>('./*.island.tsx', { eager: true })).map(([file, module]) => [module.default as ComponentType<never>, { name: islandName(file), styles: module.styles }]),
);

/** The islands a page rendered, by name, with how many of each (a render provides one; the server reads it). */
export const IslandsContext = createContext<Map<string, number> | null>(null);

export function Island<P extends object>({ of, props }: { of: ComponentType<P>; props: P }) {
  const island = ISLANDS.get(of as ComponentType<never>);
  if (!island) throw new Error(`${of.name} is not the component of an island file (site/islands/*.island.tsx)`);
  const rendered = use(IslandsContext);
  const inMarkScope = useFieldMarkScope();
  if (!rendered) throw new Error('An island needs an IslandsContext above it');
  const count = rendered.get(island.name) ?? 0;
  rendered.set(island.name, count + 1);
  const id = `${island.name}-${count}`;
  const Component = of;
  const markup = renderToString(inMarkScope(<Component {...props} />), { identifierPrefix: id });
  return (
    <>
      <PageStyles styles={island.styles ?? []} />
      <div
        {...{ [ISLAND_ATTRIBUTES.name]: island.name, [ISLAND_ATTRIBUTES.id]: id, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props) }}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </>
  );
}
