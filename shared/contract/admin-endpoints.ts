// The admin API's addresses, without schemas (decision 201), as public-endpoints.ts is the public
// API's: each call's method and path (`:name` marks a path parameter), the record types' calls
// derived from their addresses (resource-addresses.ts) by the one shape of a record (keyed-records.ts). The HTTP client, and with it the web
// admin's shell, login screen and dashboard, import this alone, so no zod loads before a screen
// that validates; endpoints.ts adds the schemas, and the server mounts its admin routes from that.
import { bookingAdminAddresses } from './booking-addresses.ts';
import { callsOf, recordPath, type CallsOf, type ResourceCall } from './keyed-records.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceAddresses, type ResourceName } from './resource-addresses.ts';
import type { ResourceAddress } from './resource-definition.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every admin call's path starts: the server mounts the admin API there (server/http/admin-routes.ts). */
export const ADMIN_API_PREFIX = '/api/admin';

export interface Address {
  method: HttpMethod;
  path: string;
  /** What a successful answer holds when it is not JSON: text (a CSV export) or a file (the backup). */
  answer?: 'text' | 'file';
}

/** A resource's admin calls, from its address (keyed-records.ts says which calls it has and where its records are). */
function resourceAddresses<R extends ResourceAddress>(resource: R): Record<CallsOf<R>, Address> {
  const one = recordPath(resource);
  const revisions = `${one}/revisions`;
  const all: Record<ResourceCall, Address> = {
    list: { method: 'GET', path: resource.path },
    create: { method: 'POST', path: resource.path },
    get: { method: 'GET', path: one },
    update: { method: 'PUT', path: one },
    remove: { method: 'DELETE', path: one },
    revisions: { method: 'GET', path: revisions },
    revision: { method: 'GET', path: `${revisions}/:revisionId` },
    restoreRevision: { method: 'POST', path: `${revisions}/:revisionId/restore` },
    preview: { method: 'POST', path: `${one}/preview` },
    previewLink: { method: 'POST', path: `${one}/preview-link` },
  };
  return Object.fromEntries(callsOf(resource).map((call) => [call, all[call]])) as Record<CallsOf<R>, Address>;
}

type ResourceAddressTable = { [N in ResourceName]: Record<CallsOf<ResourceAddresses[N]>, Address> };
const resourceCalls = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, resourceAddresses(RESOURCE_ADDRESSES[name])])) as ResourceAddressTable;

export const adminEndpoints = {
  login: { method: 'POST', path: '/api/admin/login' },
  status: { method: 'GET', path: '/api/admin/status' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  seed: { method: 'POST', path: '/api/admin/seed-database' },
  /** What Seed Database would create now; its confirmation says it before it runs. */
  seedPreview: { method: 'GET', path: '/api/admin/seed-database' },
  /** The dashboard's figures and chart; its newMessages is the header's inbox badge. */
  dashboard: { method: 'GET', path: '/api/admin/dashboard' },
  /** What a visitor would notice before launch, each with the screen that fixes it (launch-checklist.ts). */
  launchChecklist: { method: 'GET', path: '/api/admin/launch-checklist' },
  /** pages, blog, serviceAreas, products, coreServices, settings, testimonials: from the resource table (a preview is a call of the record it shows, decision 145). */
  ...resourceCalls,
  changePassword: { method: 'PUT', path: '/api/admin/password' },
  backup: { method: 'GET', path: '/api/admin/backup', answer: 'file' },
  /** `?view=held`: what came past the form's hourly allowance, waiting for review (decision 177). */
  messages: { method: 'GET', path: '/api/admin/messages' },
  updateMessage: { method: 'PATCH', path: '/api/admin/messages/:id' },
  deleteMessage: { method: 'DELETE', path: '/api/admin/messages/:id' },
  /** A Rug Fit send's room photo (decision 210): the re-encoded JPEG, 404 when the visitor sent none. */
  roomPhoto: { method: 'GET', path: '/api/admin/messages/:id/room-photo', answer: 'file' },
  releaseMessage: { method: 'POST', path: '/api/admin/messages/:id/release' },
  deleteHeldMessages: { method: 'DELETE', path: '/api/admin/messages/held' },
  messagesCsv: { method: 'GET', path: '/api/admin/messages.csv', answer: 'text' },
  subscribers: { method: 'GET', path: '/api/admin/subscribers' },
  deleteSubscriber: { method: 'DELETE', path: '/api/admin/subscribers/:id' },
  releaseSubscriber: { method: 'POST', path: '/api/admin/subscribers/:id/release' },
  deleteHeldSubscribers: { method: 'DELETE', path: '/api/admin/subscribers/held' },
  subscribersCsv: { method: 'GET', path: '/api/admin/subscribers.csv', answer: 'text' },
  /** Visits counted without a cookie or a script: `?days=7|30|90`, the figures and their daily rows as CSV. */
  visits: { method: 'GET', path: '/api/admin/visits' },
  visitsCsv: { method: 'GET', path: '/api/admin/visits.csv', answer: 'text' },
  /** New-lead email (decision 150): the Settings screen's status, and a test email sent at once. */
  notifications: { method: 'GET', path: '/api/admin/notifications' },
  sendTestEmail: { method: 'POST', path: '/api/admin/notifications/test' },
  /** Rug Fit (decision 210): a product's palette made again from its picture; answers the product. */
  productPalette: { method: 'POST', path: `${RESOURCE_ADDRESSES.products.path}/:id/palette` },
  /** Ends every preview link made so far (Settings; a password change does it too). */
  revokePreviewLinks: { method: 'DELETE', path: '/api/admin/preview-links' },
  /** The Pages editor's page view (shared/contract/page-view.ts): a page's unsaved sections as the server renders them, marked for the editor. */
  pageView: { method: 'POST', path: '/api/admin/pages/:pageSlug/page-view' },
  /** Bookings, blocks and the private calendar feed (booking-addresses.ts). */
  ...bookingAdminAddresses,
  /**
   * Uploaded images. Upload body: the file's raw bytes (any Content-Type; the type is read from
   * the bytes) with its name URI-encoded in media-upload.ts's FILE_NAME_HEADER; 413 over MAX_UPLOAD_BYTES. Delete
   * answers 409 `{ error: 'Image is still in use', current }` while a product or post uses the image.
   */
  media: {
    list: { method: 'GET', path: '/api/admin/media' },
    upload: { method: 'POST', path: '/api/admin/media' },
    remove: { method: 'DELETE', path: '/api/admin/media/:id' },
  },
} as const;

export type AdminEndpoints = typeof adminEndpoints;
