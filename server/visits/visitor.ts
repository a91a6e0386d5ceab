// Who a request is, for counting: whether it may be counted at all, and what its daily visitor key
// is made from (the client's address and its user agent, never kept: visit-counter.ts hashes them).
import type { IncomingMessage } from 'node:http';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import proxyaddr from 'proxy-addr';
import type { DeviceClass } from '../../shared/contract/visit-terms.ts';
import type { TrustProxy } from '../http/http-server.ts';

/**
 * A client that is not counted at all: no user agent, a bot, crawler or link previewer (isbot's
 * kept list), or a browser asking not to be tracked (DNT: 1, Sec-GPC: 1).
 */
export function excludedClient({ headers }: IncomingMessage): boolean {
  const agent = headers['user-agent'];
  return !agent || headers.dnt === '1' || headers['sec-gpc'] === '1' || isBot(agent);
}

/**
 * isbot's answer, kept per user agent: its pattern costs about 10 us a call, a tenth of a cached
 * page's whole cost, and a few user agents make most requests. Bounded (cleared when full).
 */
const botAnswers = new Map<string, boolean>();
const MAX_BOT_ANSWERS = 1000;
function isBot(agent: string): boolean {
  let answer = botAnswers.get(agent);
  if (answer === undefined) {
    answer = isbot(agent);
    if (botAnswers.size >= MAX_BOT_ANSWERS) botAnswers.clear();
    botAnswers.set(agent, answer);
  }
  return answer;
}

/** Not a person looking at a page: an excluded client, or a prefetch or prerender (Sec-Purpose; the older Purpose, X-Purpose and X-Moz). */
export const notCounted = (req: IncomingMessage): boolean => isPrefetch(req) || excludedClient(req);

export function isPrefetch({ headers }: IncomingMessage): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz'];
  return typeof purpose === 'string' && (purpose.includes('prefetch') || purpose.includes('preview'));
}

/** The client's address under TRUST_PROXY (as Express's req.ip reads it), for requests answered before Express too. */
export const clientAddress = (req: IncomingMessage, trust: TrustProxy): string => proxyaddr(req, trust);

/** Phone, tablet or desktop, from the user agent (bowser's platform type; anything it cannot place is a desktop). */
export function deviceOf(userAgent: string): DeviceClass {
  const platform = Bowser.getParser(userAgent).getPlatformType(true);
  return platform === 'mobile' ? 'phone' : platform === 'tablet' ? 'tablet' : 'desktop';
}
