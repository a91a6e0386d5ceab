// Counting visits without following anyone (README, Visits). A visitor is recognised for one day by a
// keyed hash of a random salt, its address and its user agent: the hash, the visit it began (landing
// page, source, device) and any note of the site that sent it live in this process's memory for that
// day only, and the salt is replaced at midnight in the site's time zone, so no one, the owner
// included, can tell a visitor of today from one of yesterday. Only daily totals reach the database:
// the counts wait here and are written in one transaction a second (a crash loses at most that
// second; a lead is stored by the inbox on its own, never through this).
import { hash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { VisitOrigin } from '../../shared/contract/visits.ts';
import { CONVERSION_KINDS, VISIT_TOTALS_KEPT_MONTHS, type ConversionKind } from '../../shared/contract/visit-terms.ts';
import { addDays } from '../../shared/domain/lead-weeks.ts';
import type { Db } from '../db/connection.ts';
import type { TrustProxy } from '../http/http-server.ts';
import { chicagoDay, chicagoTime } from '../notifications/chicago-time.ts';
import { createVisitRepository, type CountedRow, type RowCounts, type RowKey } from './repository.ts';
import { authorityOf, campaignOf, hostOf, NO_CAMPAIGN, sourceKindOf } from './sources.ts';
import { clientAddress, deviceOf, excludedClient, notCounted } from './visitor.ts';

/** Written at most this often. */
export const FLUSH_EVERY_MS = 1000;
/** Months the daily totals are kept. */
export const KEPT_MONTHS = VISIT_TOTALS_KEPT_MONTHS;
/**
 * Bounds on what a day holds in memory, so no flood of made-up visitors or sources can exhaust it:
 * past them the oldest visitors are forgotten (one coming back starts a new visit), and a new
 * referrer or campaign is counted under its kind of source alone.
 */
const MAX_VISITS = 100_000;
const MAX_ARRIVALS = 20_000;
const MAX_SOURCES_A_DAY = 2_000;

interface Visit {
  origin: VisitOrigin;
  /** The kinds already credited once for this visit (the ROI calculator counts once a visit). */
  once: Set<ConversionKind>;
}

export interface VisitCounterDeps {
  db: Db;
  now: () => Date;
  /** TRUST_PROXY: whose X-Forwarded-For gives the client's address. */
  trust: TrustProxy;
  /** The page a path shows, as counted (its route's own address), or undefined when it names no page that exists. */
  pageOf(path: string): string | undefined;
  /** PUBLIC_URL's host and port, when set: a Referer there is this site's. */
  publicAuthority?: string;
  /** The owner, signed in (a request through Express, whose session cookie is read): never counted. */
  isOwner(req: IncomingMessage): boolean;
  logError(message: string, error: unknown): void;
}

const ROW_KEY = (row: RowKey) => `${row.day}\u0001${row.page}\u0001${row.source}\u0001${row.referrer}\u0001${row.utmSource}\u0001${row.utmMedium}\u0001${row.utmCampaign}\u0001${row.device}`;
const COUNT_NAMES = ['views', 'visits', ...CONVERSION_KINDS] as const;
const zeroCounts = (): RowCounts => ({ views: 0, visits: 0, ...(Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, 0])) as Record<ConversionKind, number>) });

/** The day `months` months before a day (the same date, or the month's last when it has none). */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const lastDate = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(date, lastDate)).padStart(2, '0')}`;
}

/** 256 random bits, as text to prefix the hashed values with. */
const newSalt = (): string => randomBytes(32).toString('base64');

/** Drops the oldest entry of a map that has reached its bound. */
function bounded<K, V>(map: Map<K, V>, max: number): Map<K, V> {
  if (map.size >= max) map.delete(map.keys().next().value as K);
  return map;
}

export function createVisitCounter({ db, now, trust, pageOf, publicAuthority, isOwner, logError }: VisitCounterDeps) {
  const repository = createVisitRepository(db);
  let day = '';
  let dayEndsAt = Number.NEGATIVE_INFINITY;
  let salt = newSalt();
  /** Today's visits by visitor key. */
  const visits = new Map<string, Visit>();
  /** The other site that sent a visitor whose visit has not begun yet (its page is counted when shown), by visitor key. */
  const arrivals = new Map<string, string>();
  /** The referrers and campaigns counted today (bounded: MAX_SOURCES_A_DAY). */
  const sourcesToday = new Set<string>();
  const pending = new Map<string, CountedRow>();
  /** The first day kept, once a new day began and the older rows are to go in the next write. */
  let keepFrom: string | undefined;

  /** Today in the site's zone; at a new day the salt and everything known of visitors go. */
  function today(): string {
    const at = now().getTime();
    if (at >= dayEndsAt) {
      day = chicagoDay(new Date(at));
      dayEndsAt = chicagoTime(addDays(day, 1), 0).getTime();
      salt = newSalt();
      visits.clear();
      arrivals.clear();
      sourcesToday.clear();
      keepFrom = monthsBefore(day, KEPT_MONTHS);
    }
    return day;
  }

  /**
   * The visitor's key for today (call `today()` first): SHA-256 keyed by the day's secret salt (its
   * first bytes), over the address and the user agent. Never stored, and meaningless once the salt
   * is replaced. One call, not an HMAC object: a fifth of the cost, on the path of cached pages.
   */
  const visitorKey = (req: IncomingMessage): string => hash('sha256', `${salt}${clientAddress(req, trust)}\n${req.headers['user-agent'] ?? ''}`, 'base64url');

  /** A Referer of this site (the request's own Host, or PUBLIC_URL's). */
  const isOwnSite = (req: IncomingMessage, referer: string): boolean => {
    const authority = authorityOf(referer);
    return authority === req.headers.host?.toLowerCase() || (publicAuthority !== undefined && authority === publicAuthority);
  };

  function add(key: RowKey, counts: Partial<RowCounts>): void {
    const id = ROW_KEY(key);
    let row = pending.get(id);
    if (!row) pending.set(id, (row = { ...key, ...zeroCounts() }));
    for (const name of COUNT_NAMES) row[name] += counts[name] ?? 0;
  }

  const rowOf = (origin: VisitOrigin, page: string, visitDay: string): RowKey => ({
    day: visitDay,
    page,
    source: origin.source,
    referrer: origin.referrer ?? '',
    utmSource: origin.utmSource ?? '',
    utmMedium: origin.utmMedium ?? '',
    utmCampaign: origin.utmCampaign ?? '',
    device: origin.device,
  });

  /** A new visit's origin; its referrer and campaign as they came, while the day's bound allows. */
  function originOf(req: IncomingMessage, key: string, page: string, visitDay: string): VisitOrigin {
    const referrer = arrivals.get(key) ?? null;
    const referer = req.headers.referer;
    const campaign = referer !== undefined && isOwnSite(req, referer) ? campaignOf(referer) : NO_CAMPAIGN;
    const source = { referrer, ...campaign };
    const sourceId = JSON.stringify(source);
    const known = sourcesToday.has(sourceId) || (sourcesToday.size < MAX_SOURCES_A_DAY && Boolean(sourcesToday.add(sourceId)));
    return { day: visitDay, landingPage: page, source: sourceKindOf(referrer), ...(known ? source : { referrer: null, ...NO_CAMPAIGN }), device: deviceOf(req.headers['user-agent'] ?? '') };
  }

  const creditOrigin = (origin: VisitOrigin, kind: ConversionKind): void => add(rowOf(origin, origin.landingPage, origin.day), { [kind]: 1 });

  function write(): void {
    if (pending.size === 0 && keepFrom === undefined) return;
    const rows = [...pending.values()];
    const deleteBefore = keepFrom;
    pending.clear();
    keepFrom = undefined;
    try {
      repository.addAll(rows, deleteBefore);
    } catch (error) {
      // Kept for the next write (the database busy or full for a moment), unless it is closed.
      if (!db.open) return;
      for (const row of rows) add(row, row as RowCounts);
      keepFrom ??= deleteBefore;
      logError('Writing the visit counts failed', error);
    }
  }

  /** Not counted: not a person looking at a page (visitor.ts), or the owner. */
  const ignored = (req: IncomingMessage) => notCounted(req) || isOwner(req);

  const timer = setInterval(write, FLUSH_EVERY_MS);
  timer.unref();

  return {
    /**
     * A page request as it arrives (cache hits included): when another site sent a visitor whose
     * visit has not begun, that site's host is noted until the page is shown. Most requests end at
     * the first check.
     */
    noteArrival(req: IncomingMessage): void {
      const referer = req.headers.referer;
      if (referer === undefined || req.method !== 'GET' || isOwnSite(req, referer)) return;
      const host = hostOf(referer);
      if (host === undefined || excludedClient(req)) return;
      today();
      const key = visitorKey(req);
      if (!visits.has(key)) bounded(arrivals, MAX_ARRIVALS).set(key, host);
    },

    /** A page shown in a browser (its image asked for): a view, and the start of a visit if the visitor has none today. */
    pageShown(req: IncomingMessage, path: string): void {
      if (req.method !== 'GET' || ignored(req)) return;
      const page = pageOf(path);
      if (page === undefined) return;
      const visitDay = today();
      const key = visitorKey(req);
      let visit = visits.get(key);
      const begins = visit === undefined;
      if (!visit) {
        visit = { origin: originOf(req, key, page, visitDay), once: new Set() };
        bounded(visits, MAX_VISITS).set(key, visit);
        arrivals.delete(key);
      }
      add(rowOf(visit.origin, page, visitDay), { views: 1, visits: begins ? 1 : 0 });
    },

    /** The origin of the visit this request belongs to (today's), or null: none counted, or not to be counted. */
    visitOf(req: IncomingMessage): VisitOrigin | null {
      if (ignored(req)) return null;
      today();
      return visits.get(visitorKey(req))?.origin ?? null;
    },

    /**
     * Credits a conversion of this kind to the landing page and source of the request's visit, and
     * answers that visit's origin (to keep with a lead); nothing, and null, when the request has no
     * visit counted today. `once`: counted once a visit (the ROI calculator's uses). The one call a
     * form's route makes, e.g. booking's: `const origin = visits.credit(req, 'booking')`.
     */
    credit(req: IncomingMessage, kind: ConversionKind, { once = false } = {}): VisitOrigin | null {
      if (ignored(req)) return null;
      today();
      const visit = visits.get(visitorKey(req));
      if (!visit) return null;
      if (once && visit.once.has(kind)) return visit.origin;
      visit.once.add(kind);
      creditOrigin(visit.origin, kind);
      return visit.origin;
    },

    /** Credits a conversion to an origin kept with a lead, on its day (a lead released from review). */
    creditOrigin,

    /** Writes what waits now (the app's close). */
    close(): void {
      clearInterval(timer);
      write();
    },
  };
}
export type VisitCounter = ReturnType<typeof createVisitCounter>;

