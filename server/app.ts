import compression from 'compression';
import express, { Router, type Request } from 'express';
import { join } from 'node:path';
import { authAdminHandlers, authPublicHandlers } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { sessionCookie } from './auth/session-cookie.ts';
import { dataGenerationHeader } from './backup/data-generation.ts';
import { backupHandlers } from './backup/routes.ts';
import { blogPublicReads } from './blog/routes.ts';
import { createBookings } from './bookings/bookings.ts';
import { DEFAULT_BOOKING_LIMITS, type BookingLimits } from './bookings/limits.ts';
import type { BookingService } from './bookings/booking-service.ts';
import { bookingAdminHandlers, bookingPublicReads, bookingPublicRoutes } from './bookings/routes.ts';
import { createBlogService, type BlogService } from './blog/service.ts';
import { dashboardHandlers } from './dashboard/routes.ts';
import { createLaunchChecklist } from './launch/launch-checklist.ts';
import { launchChecklistHandlers } from './launch/routes.ts';
import { createDashboardService } from './dashboard/service.ts';
import type { Db } from './db/connection.ts';
import { createDiskWatch, noticeWrites, outOfSpaceAnswers, type ReadDiskSpace } from './health/disk-space.ts';
import { healthRoutes, HEALTH_PATH } from './health/routes.ts';
import { adminRoutes } from './http/admin-routes.ts';
import { clientKey } from './http/client-key.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { NotFoundError } from './http/errors.ts';
import { idempotency } from './http/idempotency.ts';
import { createLogger, type AppLogger } from './http/logger.ts';
import { jsonBodiesOnly } from './http/json-body.ts';
import { noStore } from './http/no-store.ts';
import { originCheck } from './http/origin-check.ts';
import { exceptPlainFormPosts } from './http/plain-form-door.ts';
import { createPublicCache, invalidateOnAdminWrites } from './http/public-cache.ts';
import { allReadsAnswered, publicReadRoutes, type PublicReadAnswers } from './http/public-reads.ts';
import { originResolver, wellFormedHost } from './http/public-origin.ts';
import { cacheHitsFirst } from './http/cache-hits-first.ts';
import type { AppListener, TrustProxy } from './http/http-server.ts';
import { countVisitsFirst, PAGE_SHOWN_PATH, pageShownImage, pageShownRoute } from './visits/page-shown.ts';
import { countedPageOf, routePageOf } from './visits/pages.ts';
import { createVisitReport } from './visits/report.ts';
import { roiUseRoute, visitAdminHandlers } from './visits/routes.ts';
import { createVisitCounter } from './visits/visit-counter.ts';
import { createRequestLog } from './http/request-log.ts';
import { cookieSessionId, requireAdmin } from './http/require-admin.ts';
import { createSecurityHeaders } from './http/security-headers.ts';
import { DEFAULT_FORM_LIMITS, type FormLimits } from './inbox/form-limits.ts';
import { exceptRoomPhotoSends } from './inbox/contact-send.ts';
import { inboxAdminHandlers, inboxPublicForms } from './inbox/routes.ts';
import { createInboxService } from './inbox/service.ts';
import { exceptImageUploads, mediaAdminHandlers, mediaPublicRoutes } from './media/routes.ts';
import { createPublicImageWork } from './media/public-image-work.ts';
import { createMediaService } from './media/service.ts';
import { createMediaStorage } from './media/storage.ts';
import { createNotifications, type Notifications } from './notifications/notifications.ts';
import { notificationHandlers } from './notifications/routes.ts';
import { pagePublicReads } from './pages/routes.ts';
import { createPageService, type PageService } from './pages/service.ts';
import { productPublicReads } from './products/routes.ts';
import { builtInArt } from './products/built-in-art.ts';
import { paletteHandlers } from './products/palette-routes.ts';
import { createPaletteService } from './products/palette-service.ts';
import { createProductService, type ProductService } from './products/service.ts';
import { recordHandlers } from './records/admin-routes.ts';
import { createRecordServices, recordListReads, type RecordServices } from './records/record-services.ts';
import { createPublicImageLookup } from './media/public-image.ts';
import { createRevisionStore } from './revisions/revision-store.ts';
import { revisionHandlers } from './revisions/routes.ts';
import { withRevisions } from './revisions/with-revisions.ts';
import { seedHandlers } from './seed/routes.ts';
import { ADMIN_API_PREFIX } from '../shared/contract/admin-endpoints.ts';
import { RESOURCES } from '../shared/contract/resources.ts';
import { publicEndpoints } from '../shared/contract/public-endpoints.ts';
import { RESOURCE_NAMES } from '../shared/contract/resource-addresses.ts';
import { RSS_PATH } from '../shared/paths.ts';
import { SITE_ICONS } from '../shared/seo/site-icons.ts';
import { settingsPublicReads } from './settings/routes.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';
import { feedRoutes } from './public-pages/feeds.ts';
import { previewAdminRoutes } from './preview/admin-routes.ts';
import { createPreviewService, previewRecordReader } from './preview/service.ts';
import { createSitePages, siteRoutes } from './public-pages/routes.ts';
import type { SiteSource } from './public-pages/ssr.ts';

export interface AppDeps {
  /** A migrated database. */
  db: Db;
  sessionSecret: string;
  /** The Vite build of the site (index.html + assets/). */
  siteDir: string;
  /** Where the public pages' renderer comes from, when not the build in siteDir (`npm run dev`: server/public-pages/dev-site.ts). */
  siteSource?: SiteSource;
  /** Where uploads are kept (under media/); the database file's folder. */
  dataDir: string;
  /** PUBLIC_URL: the origin of every absolute address; undefined in development (each request's own). */
  publicUrl?: string;
  /** TRUST_PROXY, as Express's "trust proxy": whose X-Forwarded-* headers count. Default: none. */
  trustProxy?: false | number | string | string[];
  /** The public forms' rate limits (FORMS_PER_CLIENT, FORMS_PER_HOUR); booking takes them too. */
  formLimits?: Partial<FormLimits>;
  /** Upcoming bookings per email and client, and the hourly allowance (BOOKINGS_PER_*). */
  bookingLimits?: Partial<BookingLimits>;
  /** Request lines and unexpected errors (JSON lines on stdout unless another logger is given). */
  logger?: AppLogger;
  /** New-lead email (decision 150); its owner starts and stops it. Default: none sent (no SMTP_URL). */
  notifications?: Notifications;
  /** The app's clock: the login throttle's blocks and hourly budget, when revisions are made and which are old enough to go, the dashboard's weeks, booking's open times, the visits' days. Default: the system's. */
  now?: () => Date;
  /** Count visits (README, Visits); default true. Off, pages carry no image and nothing is counted (the bench compares the two). */
  countVisits?: boolean;
  /** How the free space of DATA_DIR's disk is read (statfs; a test gives its own). */
  diskSpace?: ReadDiskSpace;
  /** ROOM_PHOTOS_MAX_MB: the most the room photos of Rug Fit sends may take in all (server/inbox/photo-storage.ts). */
  roomPhotosMaxBytes?: number;
}

/** The server's request listener, and what ends the app's own work: the visit counts waiting to be written are written. */
export type App = AppListener & { close(): void };

interface PublicServices extends RecordServices {
  products: ProductService;
  blog: BlogService;
  pages: PageService;
  settings: SettingsService;
}

/**
 * The answer to every public read of the endpoint table (the typecheck holds it complete): the
 * public API and the server renderer both answer from these.
 */
export function publicReadAnswers(services: PublicServices, booking: BookingService): PublicReadAnswers {
  return allReadsAnswered({
    ...bookingPublicReads(booking),
    ...productPublicReads(services.products),
    ...blogPublicReads(services.blog),
    ...pagePublicReads(services.pages),
    ...settingsPublicReads(services.settings),
    ...recordListReads(services),
  });
}

export function createApp({ db, sessionSecret, siteDir, siteSource, dataDir, publicUrl, trustProxy = false, formLimits, bookingLimits, logger = createLogger(), notifications = createNotifications({ db, logger, sessionSecret }), now = () => new Date(), countVisits = true, diskSpace, roomPhotosMaxBytes }: AppDeps): App {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const mediaStorage = createMediaStorage(join(dataDir, 'media'));
  const art = builtInArt();
  // A save naming a shipped picture whose palette is not made yet has it filled in once made.
  let fillPalettes = (): Promise<unknown> => Promise.resolve();
  // A lead that reaches the inbox is a conversion of the visit that made it (counted below).
  const inbox = createInboxService(db, { events: notifications, delivered: (visit, kind) => visits.creditOrigin(visit, kind), roomPhotosMaxBytes });
  const settings = createSettingsService(db);
  const records = createRecordServices(db, { imageInfo: createPublicImageLookup(db) });
  const booking = createBookings({ db, settings, types: records.consultationTypes, sessionSecret, mail: notifications, limits: { ...DEFAULT_BOOKING_LIMITS, ...bookingLimits }, now: () => now().getTime() });
  const services = {
    products: createProductService(db, art, () => void fillPalettes()),
    blog: createBlogService(db),
    pages: createPageService(db),
    settings,
    ...records,
    bookingAvailability: booking.availability,
    inbox,
    auth: createAuthService(db, { sessionSecret, now }),
    media: createMediaService({ db, storage: mediaStorage }),
    dashboard: createDashboardService(db, now, inbox.heldCounts, booking.owner.next),
  };
  const launchChecklist = createLaunchChecklist({
    pages: services.pages,
    settings,
    testimonials: () => records.testimonials.listPublic(),
    products: () => services.products.listPublic(),
    isDrawing: (url) => art.names(url),
  });

  const logError = (message: string, error: unknown) => logger.error({ err: error }, message);
  const disk = createDiskWatch(dataDir, diskSpace);
  const originOf = originResolver(publicUrl);
  // Public reads are served from memory until an admin write (or a scheduled post going live).
  const publicCache = createPublicCache({ nextChangeAt: services.blog.nextScheduledAt, requestOrigin: publicUrl === undefined ? originOf : undefined });
  // Uploads stored under older rules are made again: originals re-encoded without metadata
  // and link-preview cards added (decision 030). Pages cached meanwhile named the brand
  // card, so they are rendered again.
  services.media.upgradeStoredImages().then(
    (remade) => remade > 0 && publicCache.invalidate(),
    (error: unknown) => logError('Making stored images again under the current rules failed', error),
  );

  // Products without a palette get their image's (decision 210): saved before palettes were, or
  // seeded while the shipped pictures' palettes were still being made.
  const palettes = createPaletteService({ db, products: services.products, media: services.media, art });
  fillPalettes = () =>
    palettes.fillMissing().then(
      (filled) => filled > 0 && publicCache.invalidate(),
      (error: unknown) => logError('Making the palettes of products failed', error),
    );
  void fillPalettes();

  const publicReads = publicReadAnswers(services, booking.visitor);
  const previews = createPreviewService({ db, sessionSecret, readRecord: previewRecordReader(services), answers: publicReads, lookups: services });
  const sitePages = createSitePages({ siteDir, source: siteSource, reads: publicReads, originOf, log: logError, media: mediaStorage });

  /** The admin routes' session check: the cookie's session row still exists (logout and a password change end it). */
  const isSessionActive = (sessionId: string) => services.auth.sessions.isActive(sessionId);
  const visits = createVisitCounter({
    db,
    now,
    trust: app.get('trust proxy fn') as TrustProxy,
    pageOf: (path) => countedPageOf(path, services),
    publicAuthority: publicUrl === undefined ? undefined : new URL(publicUrl).host,
    isOwner: (req) => {
      const sid = cookieSessionId(req as Request);
      return sid !== undefined && isSessionActive(sid);
    },
    logError,
  });
  /** The image a page shown in a browser asks for, at the end of every page rendered with a 200 (visits/page-shown.ts). */
  const shownImage = countVisits ? (path: string) => pageShownImage(routePageOf(path) ?? path) : undefined;
  const adminApi = Router();
  adminApi.use(dataGenerationHeader(db), invalidateOnAdminWrites(publicCache));
  adminApi.use(adminRoutes(authPublicHandlers(services.auth, () => disk.state())));
  // Everything below needs a session; idempotent replays come after the check, so a replay
  // never hands an admin answer to a caller without one. The admin's keys are the one account's,
  // whatever its session: the studio replays its outbox after logging in again (decision 003).
  adminApi.use(requireAdmin(isSessionActive), idempotency(db, () => 'admin'));
  const revisionStore = createRevisionStore(db, now);
  const recordCalls = Object.fromEntries(
    RESOURCE_NAMES.map((name) => {
      const { records, history } = withRevisions(RESOURCES[name], services[name].admin, { db, store: revisionStore });
      return [name, { ...recordHandlers(RESOURCES[name], records), ...revisionHandlers(RESOURCES[name], history) }];
    }),
  );
  adminApi.use(
    adminRoutes({
      ...authAdminHandlers(services.auth),
      ...seedHandlers(db, art),
      ...backupHandlers(db),
      ...inboxAdminHandlers(services.inbox),
      ...dashboardHandlers(services.dashboard),
      ...launchChecklistHandlers(launchChecklist),
      ...visitAdminHandlers(createVisitReport(db, now, services)),
      ...recordCalls,
      ...mediaAdminHandlers(services.media, disk),
      ...paletteHandlers(palettes),
      ...notificationHandlers(notifications, services.inbox),
      ...bookingAdminHandlers(booking.owner, originOf),
    }),
  );

  // The page-shown image comes with every page a browser shows: its page's own line says as much.
  const requestLog = createRequestLog(logger, { quietPaths: [HEALTH_PATH, PAGE_SHOWN_PATH] });
  const securityHeaders = createSecurityHeaders({ publicUrl });
  app.use(requestLog.middleware);
  app.use(ADMIN_API_PREFIX, noStore);
  app.use(securityHeaders.middleware, wellFormedHost, healthRoutes(db, disk), noticeWrites(disk), compression(), originCheck, exceptImageUploads(exceptRoomPhotoSends(exceptPlainFormPosts(jsonBodiesOnly), publicEndpoints.contact.path)), sessionCookie(sessionSecret));
  app.use(express.json({ limit: '1mb' }));
  app.use(pageShownRoute(visits), roiUseRoute(visits));
  app.use(ADMIN_API_PREFIX, previewAdminRoutes(previews, sitePages.maker, isSessionActive), adminApi);
  const limits = { ...DEFAULT_FORM_LIMITS, ...formLimits };
  // Before the public cache: booking's answers are never kept (server/bookings/routes.ts).
  const bookingForms = bookingPublicRoutes(booking.visitor, booking.owner, { formLimits: limits, perHour: { ...DEFAULT_BOOKING_LIMITS, ...bookingLimits }.perHour, idempotent: idempotency(db, clientKey), originOf, now: () => now().getTime(), visits });
  app.use(bookingForms.routes);
  app.use(['/api', '/content', '/sitemap.xml', '/robots.txt', RSS_PATH, SITE_ICONS.manifest], publicCache.middleware());
  // The forms' JSON calls; their plain-HTML door (the same steps) is at their pages, with the site.
  const publicForms = inboxPublicForms(services.inbox, limits, idempotency(db, clientKey), () => now().getTime(), visits.visitOf, { images: createPublicImageWork(), disk });
  app.use(publicReadRoutes(publicReads), publicForms.routes);
  // Nothing else lives under these prefixes: an unknown address there is the API's 404, not a page.
  app.use(['/api', '/content'], apiNotFound);
  app.use(mediaPublicRoutes(mediaStorage));
  app.use(
    feedRoutes(services, originOf),
    siteRoutes({ siteDir, pages: sitePages, data: services, previews, cache: publicCache, forms: { ...publicForms.plain, ...bookingForms.plain }, shownImage }),
  );
  app.use(() => {
    throw new NotFoundError();
  });
  app.use(outOfSpaceAnswers(disk, logger), errorHandler(logger));
  // Cache hits are answered before any of this (cache-hits-first.ts); everything else goes through it.
  const hitsFirst = cacheHitsFirst(app, { cache: publicCache, securityHeaders, requestLog });
  // In front of that, the visit counts: arrivals from other sites noted, the page-shown image answered.
  const listener = countVisits ? countVisitsFirst(hitsFirst, { counter: visits, securityHeaders, requestLog }) : hitsFirst;
  return Object.assign(listener, { trustsProxy: app.get('trust proxy fn') as TrustProxy, close: visits.close });
}
