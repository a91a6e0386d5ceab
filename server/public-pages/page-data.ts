// The server renderer's data (decision 131): the answers to every read a page's route declares
// (shared/public-routes.ts), read before the page is rendered, from the same answers the public
// API gives (server/http/public-reads.ts), with no HTTP request to itself. A read the API refuses
// (an unknown product: 404) is handed over as that refusal, so the page renders its "not found"
// state as the browser would.
import type { ReadOutcome } from '../../shared/contract/public-endpoints.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import { routeReads } from '../../shared/public-routes.ts';
import { answerRead, type PublicReadAnswers } from '../http/public-reads.ts';

/** `query`: only what the route reads from the address (the public cache's target). */
export function pageData(answers: PublicReadAnswers, match: RouteMatch, query: URLSearchParams): ReadOutcome[] {
  return routeReads(match.name, { params: match.params, query }).map((read) => answerRead(answers, read));
}
