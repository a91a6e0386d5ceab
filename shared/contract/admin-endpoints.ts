// The admin API's addresses, without schemas (decision 161), as public-endpoints.ts is the public
// API's: each call's method and path (`:name` marks a path parameter), the record types' calls
// derived from their addresses (resource-addresses.ts). The HTTP client, and with it the web
// admin's shell, login screen and dashboard, import this alone, so no zod loads before a screen
// that validates; endpoints.ts adds the schemas, and the server mounts its admin routes from that.
import { ID_PARAMS, type ResourceAddress } from './resource-definition.ts';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceAddresses, type ResourceName } from './resource-addresses.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Address {
  method: HttpMethod;
  path: string;
}

/** The calls of a record type, by how its records are addressed. */
export type ResourceCall = 'list' | 'create' | 'get' | 'update' | 'remove' | HistoryCall;
/** A record's history (decision 140): its revisions, newest first; one with its fields; a restore. */
export type HistoryCall = 'revisions' | 'revision' | 'restoreRevision';
type NumberedCall = ResourceCall;
type PageCall = 'list' | 'get' | 'update' | HistoryCall;
type SingleCall = 'get' | 'update' | HistoryCall;
/** The calls a resource has: numbered records all of them; a page is listed, read and updated; the one record read and updated. */
export type CallsOf<R extends ResourceAddress> = R['idKind'] extends 'number' ? NumberedCall : R['idKind'] extends 'pageSlug' ? PageCall : SingleCall;

/** The history calls of the record at `one` (its admin path). */
function historyAddresses(one: string): Record<HistoryCall, Address> {
  const revisions = `${one}/revisions`;
  return {
    revisions: { method: 'GET', path: revisions },
    revision: { method: 'GET', path: `${revisions}/:revisionId` },
    restoreRevision: { method: 'POST', path: `${revisions}/:revisionId/restore` },
  };
}

/** A resource's admin calls, from its address. */
function resourceAddresses<R extends ResourceAddress>({ idKind, path }: R): Record<CallsOf<R>, Address> {
  if (idKind === 'single') {
    return { get: { method: 'GET', path }, update: { method: 'PUT', path }, ...historyAddresses(path) } as Record<CallsOf<R>, Address>;
  }
  const one = `${path}/:${ID_PARAMS[idKind]}`;
  const list: Address = { method: 'GET', path };
  const get: Address = { method: 'GET', path: one };
  const update: Address = { method: 'PUT', path: one };
  const history = historyAddresses(one);
  if (idKind === 'pageSlug') return { list, get, update, ...history } as Record<CallsOf<R>, Address>;
  const create: Address = { method: 'POST', path };
  const remove: Address = { method: 'DELETE', path: one };
  return { list, create, get, update, remove, ...history } as Record<CallsOf<R>, Address>;
}

type ResourceAddressTable = { [N in ResourceName]: Record<CallsOf<ResourceAddresses[N]>, Address> };
const resourceCalls = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, resourceAddresses(RESOURCE_ADDRESSES[name])])) as ResourceAddressTable;

/** The record types with a public page of their own to preview (decision 145). */
export const PREVIEW_RESOURCES = ['pages', 'blog', 'serviceAreas', 'products'] as const satisfies readonly ResourceName[];
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];

export const isPreviewResource = (name: string): name is PreviewResource => (PREVIEW_RESOURCES as readonly string[]).includes(name);

/** The two preview calls, under each previewable record's admin path (`{path}/{id}/preview`). */
const PREVIEW_CALLS = { unsaved: 'preview', saved: 'preview-link' } as const;
export type PreviewCall = keyof typeof PREVIEW_CALLS;

function previewAddresses(call: PreviewCall): Record<PreviewResource, Address & { method: 'POST' }> {
  const addressOf = (name: PreviewResource) => {
    const { path, idKind } = RESOURCE_ADDRESSES[name];
    return { method: 'POST', path: `${path}/:${ID_PARAMS[idKind]}/${PREVIEW_CALLS[call]}` } as const;
  };
  return Object.fromEntries(PREVIEW_RESOURCES.map((name) => [name, addressOf(name)])) as Record<PreviewResource, Address & { method: 'POST' }>;
}

export const adminEndpoints = {
  login: { method: 'POST', path: '/api/admin/login' },
  status: { method: 'GET', path: '/api/admin/status' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  seed: { method: 'POST', path: '/api/admin/seed-database' },
  /** What Seed Database would create now; its confirmation says it before it runs. */
  seedPreview: { method: 'GET', path: '/api/admin/seed-database' },
  /** The dashboard's figures and chart (decision 153); its newMessages is the header's inbox badge. */
  dashboard: { method: 'GET', path: '/api/admin/dashboard' },
  /** pages, blog, serviceAreas, products, coreServices, settings, testimonials: from the resource table. */
  ...resourceCalls,
  changePassword: { method: 'PUT', path: '/api/admin/password' },
  backup: { method: 'GET', path: '/api/admin/backup' },
  /** `?view=held`: what came past the form's hourly allowance, waiting for review (decision 177). */
  messages: { method: 'GET', path: '/api/admin/messages' },
  updateMessage: { method: 'PATCH', path: '/api/admin/messages/:id' },
  deleteMessage: { method: 'DELETE', path: '/api/admin/messages/:id' },
  /** A Rug Fit send's room photo (decision 213): the re-encoded JPEG, 404 when the visitor sent none. */
  roomPhoto: { method: 'GET', path: '/api/admin/messages/:id/room-photo' },
  releaseMessage: { method: 'POST', path: '/api/admin/messages/:id/release' },
  deleteHeldMessages: { method: 'DELETE', path: '/api/admin/messages/held' },
  messagesCsv: { method: 'GET', path: '/api/admin/messages.csv' },
  subscribers: { method: 'GET', path: '/api/admin/subscribers' },
  deleteSubscriber: { method: 'DELETE', path: '/api/admin/subscribers/:id' },
  releaseSubscriber: { method: 'POST', path: '/api/admin/subscribers/:id/release' },
  deleteHeldSubscribers: { method: 'DELETE', path: '/api/admin/subscribers/held' },
  subscribersCsv: { method: 'GET', path: '/api/admin/subscribers.csv' },
  /** New-lead email (decision 150): the Settings screen's status, and a test email sent at once. */
  notifications: { method: 'GET', path: '/api/admin/notifications' },
  sendTestEmail: { method: 'POST', path: '/api/admin/notifications/test' },
  /** Preview (decision 145): the form's unsaved values for the owner's tab, and a 7-day link to the record as saved. */
  preview: previewAddresses('unsaved'),
  previewLink: previewAddresses('saved'),
  /** Rug Fit (decision 212): a product's palette made again from its picture; answers the product. */
  productPalette: { method: 'POST', path: `${RESOURCE_ADDRESSES.products.path}/:id/palette` },
  /** Ends every preview link made so far (Settings; a password change does it too). */
  revokePreviewLinks: { method: 'DELETE', path: '/api/admin/preview-links' },
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
