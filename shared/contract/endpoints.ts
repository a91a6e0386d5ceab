// The endpoint table: every call of spec section 7 plus the public reads of DECISIONS section 1
// and the admin additions of section 7. Server routes and clients are both written from it; the
// calls of the editable records come from the resource table (resources.ts). The public part's
// names, paths and query parameters are public-endpoints.ts's (zod-free, for the site); this adds
// their schemas.
import type { ZodType } from 'zod';
import { z } from 'zod';
import { adminStatus, loginInput, okBody, passwordChangeInput } from './auth.ts';
import { publicBlogPost } from './blog.ts';
import { publicCoreService } from './core-services.ts';
import { contactInput, contactMessage, inboxListQuery, messagesPage, messageUpdateInput, newsletterInput, subscribersPage } from './inbox.ts';
import { mediaItem } from './media.ts';
import { notificationStatus, testEmailInput, testEmailResult } from './notifications.ts';
import { pageContent } from './pages.ts';
import { previewEndpoints } from './preview.ts';
import { publicEndpoints, type PublicEndpointName } from './public-endpoints.ts';
import { publicProduct, shopPage, shopQuery } from './products.ts';
import { ID_PARAMS } from './resource-definition.ts';
import { RESOURCE_NAMES, RESOURCES, type AnyResource, type ResourceName, type Resources } from './resources.ts';
import { seedResult } from './seed.ts';
import { publicServiceArea } from './service-areas.ts';
import { siteSettings } from './settings.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Express-style path; `:name` marks a path parameter. */
  path: string;
  /** Admin calls need a session, except login and status. */
  admin: boolean;
  input?: ZodType;
  /** A GET's query string parameters, when it takes any. */
  query?: ZodType;
  /** The names `query` reads (public reads: the public cache keys by them). */
  queryParams?: readonly string[];
  /** Answers HTML rather than JSON. */
  html?: true;
  output?: ZodType;
}

/** The admin calls of a resource, typed with its own schemas. */
interface ResourceCalls<R extends AnyResource> {
  list: { method: 'GET'; path: string; admin: true; output: z.ZodArray<R['record']> };
  create: { method: 'POST'; path: string; admin: true; input: R['input']; output: R['record'] };
  get: { method: 'GET'; path: string; admin: true; output: R['record'] };
  update: { method: 'PUT'; path: string; admin: true; input: R['input']; output: R['record'] };
  remove: { method: 'DELETE'; path: string; admin: true; output: typeof okBody };
}
type EndpointsOf<R extends AnyResource> = R['idKind'] extends 'number'
  ? ResourceCalls<R>
  : R['idKind'] extends 'pageSlug'
    ? Pick<ResourceCalls<R>, 'list' | 'get' | 'update'>
    : Pick<ResourceCalls<R>, 'get' | 'update'>;

/** A resource's admin calls, from the resource table: numbered records have all five; a page is read and updated; the single record too. */
function resourceEndpoints<R extends AnyResource>({ idKind, path, input, record }: R): EndpointsOf<R> {
  const list: Endpoint = { method: 'GET', path, admin: true, output: z.array(record) };
  if (idKind === 'single') {
    return { get: { method: 'GET', path, admin: true, output: record }, update: { method: 'PUT', path, admin: true, input, output: record } } as unknown as EndpointsOf<R>;
  }
  const one = `${path}/:${ID_PARAMS[idKind]}`;
  const get: Endpoint = { method: 'GET', path: one, admin: true, output: record };
  const update: Endpoint = { method: 'PUT', path: one, admin: true, input, output: record };
  if (idKind === 'pageSlug') return { list, get, update } as unknown as EndpointsOf<R>;
  const create: Endpoint = { method: 'POST', path, admin: true, input, output: record };
  const remove: Endpoint = { method: 'DELETE', path: one, admin: true, output: okBody };
  return { list, create, get, update, remove } as unknown as EndpointsOf<R>;
}

const resourceCalls = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, resourceEndpoints(RESOURCES[name])])) as {
  [N in ResourceName]: EndpointsOf<Resources[N]>;
};

export const endpoints = {
  public: {
    products: { ...publicEndpoints.products, admin: false, output: z.array(publicProduct) },
    product: { ...publicEndpoints.product, admin: false, output: publicProduct },
    shop: { ...publicEndpoints.shop, admin: false, query: shopQuery, output: shopPage },
    coreServices: { ...publicEndpoints.coreServices, admin: false, output: z.array(publicCoreService) },
    blogPosts: { ...publicEndpoints.blogPosts, admin: false, output: z.array(publicBlogPost) },
    blogPost: { ...publicEndpoints.blogPost, admin: false, output: publicBlogPost },
    blogBody: { ...publicEndpoints.blogBody, admin: false },
    serviceAreas: { ...publicEndpoints.serviceAreas, admin: false, output: z.array(publicServiceArea) },
    page: { ...publicEndpoints.page, admin: false, output: pageContent },
    settings: { ...publicEndpoints.settings, admin: false, output: siteSettings },
    newsletter: { ...publicEndpoints.newsletter, admin: false, input: newsletterInput, output: okBody },
    contact: { ...publicEndpoints.contact, admin: false, input: contactInput, output: okBody },
  } satisfies Record<PublicEndpointName, Endpoint>,
  admin: {
    login: { method: 'POST', path: '/api/admin/login', admin: false, input: loginInput, output: okBody },
    status: { method: 'GET', path: '/api/admin/status', admin: false, output: adminStatus },
    logout: { method: 'POST', path: '/api/admin/logout', admin: true, output: okBody },
    seed: { method: 'POST', path: '/api/admin/seed-database', admin: true, output: seedResult },
    /** pages, blog, serviceAreas, products, coreServices, settings: from the resource table. */
    ...resourceCalls,
    changePassword: { method: 'PUT', path: '/api/admin/password', admin: true, input: passwordChangeInput, output: okBody },
    backup: { method: 'GET', path: '/api/admin/backup', admin: true },
    messages: { method: 'GET', path: '/api/admin/messages', admin: true, query: inboxListQuery, output: messagesPage },
    updateMessage: { method: 'PATCH', path: '/api/admin/messages/:id', admin: true, input: messageUpdateInput, output: contactMessage },
    deleteMessage: { method: 'DELETE', path: '/api/admin/messages/:id', admin: true, output: okBody },
    messagesCsv: { method: 'GET', path: '/api/admin/messages.csv', admin: true },
    subscribers: { method: 'GET', path: '/api/admin/subscribers', admin: true, query: inboxListQuery, output: subscribersPage },
    deleteSubscriber: { method: 'DELETE', path: '/api/admin/subscribers/:id', admin: true, output: okBody },
    subscribersCsv: { method: 'GET', path: '/api/admin/subscribers.csv', admin: true },
    /** New-lead email (decision 150): the Settings screen's status, and a test email sent at once. */
    notifications: { method: 'GET', path: '/api/admin/notifications', admin: true, output: notificationStatus },
    sendTestEmail: { method: 'POST', path: '/api/admin/notifications/test', admin: true, input: testEmailInput, output: testEmailResult },
    /** Preview (decision 145): the form's unsaved values for the owner's tab, and a 7-day link to the record as saved. */
    preview: previewEndpoints('unsaved'),
    previewLink: previewEndpoints('saved'),
    /**
     * Uploaded images. Upload body: the file's raw bytes (any Content-Type; the type is read from
     * the bytes) with its name URI-encoded in X-File-Name; 413 over MAX_UPLOAD_BYTES. Delete answers
     * 409 `{ error: 'Image is still in use', current }` while a product or post uses the image.
     */
    media: {
      list: { method: 'GET', path: '/api/admin/media', admin: true, output: z.array(mediaItem) },
      upload: { method: 'POST', path: '/api/admin/media', admin: true, output: mediaItem },
      remove: { method: 'DELETE', path: '/api/admin/media/:id', admin: true, output: okBody },
    },
  },
} as const;
