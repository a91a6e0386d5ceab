// The public site's renderer (built with `vite build --ssr` into `<site out>-ssr/`, loaded by
// server/public-pages/ssr.ts; in development loaded through Vite). It renders the page of a route
// (site/pages/page-table.ts) with the answers to the reads the route declares, once, inside the
// site's layout, to finished HTML with the styles its markup uses (emotion's rules, picked out by
// lib/render-static.tsx, for <head>), and says which islands it holds (decision 191): the only
// parts of a page the browser runs.
import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { PageContent } from '../shared/contract/pages.ts';
import type { RouteMatch } from '../shared/match-route.ts';
import type { SectionOf } from '../shared/contract/sections/page-content.ts';
import { dataOf, routeHead, type BuiltInContent, type PageAnswers } from '../shared/public-routes.ts';
import type { SiteSettings } from '../shared/contract/settings.ts';
import type { FormOutcome } from '../shared/form-outcome.ts';
import { sentOutcome } from '../shared/plain-forms.ts';
import { PublicLayout } from './components/public-layout.tsx';
import { SiteLinks } from './components/site-links.tsx';
import { IslandsContext } from './islands/island.tsx';
import { PageStylesContext } from './lib/page-styles.tsx';
import { renderStatic } from './lib/render-static.tsx';
import { PAGES } from './pages/page-table.ts';
import type { PageProps } from './pages/page-props.ts';
import { siteSystem } from './theme/system.ts';

export interface RenderRequest {
  /** The route of the address (shared/match-route.ts). */
  match: Pick<RouteMatch, 'name' | 'params'>;
  /** The address's path, without its query. */
  pathname: string;
  /** Only the query parameters the route reads. */
  query: string;
  /** The answers to the route's reads (server/public-pages/page-data.ts). */
  answers: PageAnswers;
  /** The settings the page shows (its answer, or the seeded defaults). */
  settings: SiteSettings;
  /** The sections shown while the page's content or the footer's cannot be read. */
  builtIn: BuiltInContent;
  /** A form's refusal the page shows (a plain post's answer); a confirmation is the address's (`?sent=`). */
  formOutcome?: FormOutcome;
}

export interface RenderResult {
  /** The page's markup: the contents of #root. */
  html: string;
  /** The <style data-emotion> elements for <head>: the rules the markup uses, global ones first. */
  styles: string;
  /** The islands on the page, by name (site/islands/*.island.tsx): the page loads their entries. */
  islands: string[];
}

export async function render({ match, pathname, query, answers, settings, builtIn, formOutcome }: RenderRequest): Promise<RenderResult> {
  const Page = PAGES[match.name] as ComponentType<PageProps<typeof match.name>>;
  const islands = new Map<string, number>();
  const content = dataOf(answers.page) as PageContent | undefined;
  const params = new URLSearchParams(query);
  const footer = (dataOf(answers.footer) as PageContent | undefined)?.content ?? builtIn.footer;
  const page: PageProps<typeof match.name> = {
    data: answers as PageProps<typeof match.name>['data'],
    settings,
    content,
    sections: content?.content ?? builtIn.page,
    answers,
    head: routeHead(match.name, match.params),
    params: match.params,
    query: params,
    pathname,
    formOutcome: formOutcome ?? sentOutcome(pathname, params),
  };
  const { html, styles } = await renderStatic(
    <IslandsContext value={islands}>
      <PageStylesContext value={new Set()}>
        <ChakraProvider value={siteSystem()}>
          <SiteLinks settings={settings}>
            <PublicLayout settings={settings} pathname={pathname} footer={footer.sections.find((section): section is SectionOf<'footer'> => section.kind === 'footer' && !section.hidden)}>
              <Page {...page} />
            </PublicLayout>
          </SiteLinks>
        </ChakraProvider>
      </PageStylesContext>
    </IslandsContext>,
  );
  return { html, styles, islands: [...islands.keys()] };
}
