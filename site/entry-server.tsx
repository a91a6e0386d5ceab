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
import { PageFooter, PublicLayout, type PlacedFooter } from './components/public-layout.tsx';
import { IslandsContext } from './islands/island.tsx';
import { PageStylesContext } from './lib/page-styles.tsx';
import { renderStatic } from './lib/render-static.tsx';
import type { VisualMarks } from '../shared/visual-edit.ts';
import { VisualMarksContext } from './sections/field-marks.tsx';
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
  /**
   * A render for the Pages editor's page view, never a public page's: which content it marks
   * (site/sections/field-marks.tsx) and, for a part swapped into the view, the only sections drawn.
   */
  visual?: VisualMarks;
}

export interface RenderResult {
  /** The page's markup: the contents of #root. */
  html: string;
  /** The <style data-emotion> elements for <head>: the rules the markup uses, global ones first. */
  styles: string;
  /** The islands on the page, by name (site/islands/*.island.tsx): the page loads their entries. */
  islands: string[];
}

/** The footer section the footer page shows (the first shown), with its place in that page's list. */
function placedFooter(sections: PageContent['content']['sections']): PlacedFooter | undefined {
  const index = sections.findIndex((section) => section.kind === 'footer' && !section.hidden);
  return index === -1 ? undefined : { section: sections[index] as SectionOf<'footer'>, index };
}

export async function render({ match, pathname, query, answers, settings, builtIn, formOutcome, visual }: RenderRequest): Promise<RenderResult> {
  const Page = PAGES[match.name] as ComponentType<PageProps<typeof match.name>>;
  const islands = new Map<string, number>();
  const content = dataOf(answers.page) as PageContent | undefined;
  const params = new URLSearchParams(query);
  const footer = placedFooter(((dataOf(answers.footer) as PageContent | undefined)?.content ?? builtIn.footer).sections);
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
  // A part of the page view draws its sections alone, without the page around them.
  const part = visual?.only && (visual.content === 'footer' ? <PageFooter footer={footer} settings={settings} /> : <Page {...page} />);
  const tree = (
    <IslandsContext value={islands}>
      <PageStylesContext value={new Set()}>
        <ChakraProvider value={siteSystem()}>
          {part || (
            <PublicLayout settings={settings} pathname={pathname} footer={footer}>
              <Page {...page} />
            </PublicLayout>
          )}
        </ChakraProvider>
      </PageStylesContext>
    </IslandsContext>
  );
  const { html, styles } = await renderStatic(visual ? <VisualMarksContext value={visual}>{tree}</VisualMarksContext> : tree);
  return { html, styles, islands: [...islands.keys()] };
}
