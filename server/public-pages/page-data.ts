// A page's data (decision 190): the answers to every read its route declares
// (shared/public-routes.ts), read before the page is rendered, from the same answers the public
// API gives (server/http/public-reads.ts), with no HTTP request to itself. A read the API refuses
// (an unknown product: 404) is handed over as that refusal, so the page renders its "not found";
// one that fails otherwise (the database unreadable) is logged and handed over as no answer, which
// the page shows as still loading and the server answers 503 (decision 190).
import type { RouteMatch } from '../../shared/match-route.ts';
import type { PublicRead } from '../../shared/contract/public-endpoints.ts';
import type { PageContent } from '../../shared/contract/pages.ts';
import type { PageSections } from '../../shared/contract/sections/page-content.ts';
import { dataOf, routeReads, sectionReads, type Answer, type PageAnswers } from '../../shared/public-routes.ts';
import type { Logger } from '../http/error-handler.ts';
import { answerRead, type PublicReadAnswers } from '../http/public-reads.ts';

/**
 * `query`: only what the route reads from the address (the public cache's target). The route's
 * reads come first; then those its page content's sections need (decision 220), once it is read.
 */
export function pageData(answers: PublicReadAnswers, match: RouteMatch, query: URLSearchParams, log: Logger, builtIn?: PageSections): PageAnswers {
  const answer = ([name, read]: [string, PublicRead]): [string, Answer<unknown>] => {
    try {
      const outcome = answerRead(answers, read);
      return [name, 'data' in outcome ? { data: outcome.data } : { error: outcome.error }];
    } catch (error) {
      log(`The ${read.endpoint} read of ${match.name} could not be answered; the page shows it as loading`, error);
      return [name, undefined];
    }
  };
  const own = Object.fromEntries(Object.entries(routeReads(match.name, { params: match.params, query })).map(answer));
  // Content that could not be read is shown as built in (decision 190): its sections' reads too.
  const sections = (dataOf(own.page) as PageContent | undefined)?.content ?? builtIn;
  const more = Object.entries(sectionReads(sections?.sections ?? [])).filter(([name]) => !(name in own));
  return { ...own, ...Object.fromEntries(more.map(answer)) };
}
