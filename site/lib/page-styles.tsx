// Styles written into the page's <head> for parts rendered as plain elements with class names (the
// islands, decision 191, and the form controls they share with the shop): Chakra style objects
// under `&`-selectors, resolved with the site's theme on the server, each written once per page
// however many parts use it. Nothing here runs in the browser.
import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { createContext, use } from 'react';

/**
 * Styles by `&`-selector: `{ '& .roi-card': { bg: 'bg.panel', p: { base: '6', md: '8' } } }`, or
 * made from the site's system (its recipes) when written. Modules holding them import no runtime
 * code, so an island's browser bundle, which imports its file for the component alone, drops them.
 */
export type PageStyleRules = Readonly<Record<`& ${string}`, SystemStyleObject>> | ((system: SystemContext) => Readonly<Record<`& ${string}`, SystemStyleObject>>);

/** The styles a render has written (a render provides one). */
export const PageStylesContext = createContext<Set<PageStyleRules> | null>(null);

/** Writes each of `styles` into the page, unless this render has already. */
export function PageStyles({ styles }: { styles: readonly PageStyleRules[] }) {
  const written = use(PageStylesContext);
  if (!written) throw new Error('PageStyles needs a PageStylesContext above it');
  const system = useChakraContext();
  const fresh = styles.filter((style) => !written.has(style));
  for (const style of fresh) written.add(style);
  return fresh.map((style, index) => <Global key={index} styles={system.css(typeof style === 'function' ? style(system) : style)} />);
}
