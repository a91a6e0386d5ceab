// The public API's reads, each answered in one place (decision 190): an answer per public GET of
// the endpoint table (shared/contract/public-endpoints.ts), typed so that an endpoint without one
// fails the typecheck. The API's routes are mounted from that table here, and the server renderer
// reads each page's declared data through the same answers, without an HTTP request to itself.
import { Router, type Request } from 'express';
import {
  publicEndpoints,
  type PublicRead,
  type PublicReadName,
  type QueryValue,
  type ReadInput,
  type ReadOutcome,
} from '../../shared/contract/public-endpoints.ts';
import { HttpError } from './errors.ts';

/** Every public read's answer, from its path and query parameters (a refusal throws an HttpError). */
export type PublicReadAnswers = { [N in PublicReadName]: (input: ReadInput<N>) => unknown };
/** The answers a resource gives. */
export type ReadAnswers<N extends PublicReadName> = Pick<PublicReadAnswers, N>;

type AnyAnswer = (input: Readonly<Record<string, QueryValue>>) => unknown;

const READS = (Object.keys(publicEndpoints) as (keyof typeof publicEndpoints)[]).filter(
  (name): name is PublicReadName => publicEndpoints[name].method === 'GET',
);

const endpointOf = (name: PublicReadName): { path: string; queryParams?: readonly string[]; html?: true } => publicEndpoints[name];
const answersHtml = (name: PublicReadName): boolean => endpointOf(name).html === true;

/** The path parameters and only the query parameters the endpoint reads. */
function inputOf(req: Request, name: PublicReadName): Record<string, QueryValue> {
  const input: Record<string, QueryValue> = { ...req.params };
  for (const param of endpointOf(name).queryParams ?? []) input[param] = req.query[param] as QueryValue;
  return input;
}

/** GET routes for every public read, at the endpoint table's paths (mount at the root). */
export function publicReadRoutes(answers: PublicReadAnswers): Router {
  const router = Router();
  for (const name of READS) {
    const answer = answers[name] as AnyAnswer;
    router.get(publicEndpoints[name].path, (req, res) => {
      const body = answer(inputOf(req, name));
      if (answersHtml(name)) res.set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
      else res.json(body);
    });
  }
  return router;
}

/** The answers, once each read of the endpoint table has one (some are made from the resource table, which the typecheck cannot follow). */
export function allReadsAnswered(answers: Partial<PublicReadAnswers>): PublicReadAnswers {
  const missing = READS.filter((name) => typeof answers[name] !== 'function');
  if (missing.length > 0) throw new Error(`No answer to the public reads ${missing.join(', ')}`);
  return answers as PublicReadAnswers;
}

/** A JSON answer as the browser receives it (undefined fields dropped, dates as strings). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** What the API answers to a read, as the browser would receive it, or the status it refuses it with. */
export function answerRead(answers: PublicReadAnswers, read: PublicRead): ReadOutcome {
  try {
    const body = (answers[read.endpoint] as AnyAnswer)(read.params);
    return { read, data: answersHtml(read.endpoint) ? body : asJson(body) };
  } catch (error) {
    if (error instanceof HttpError) return { read, error: { status: error.status } };
    throw error;
  }
}
