// The endpoint table: every call of the API (docs/product/api.md), the spec's, the public reads and the
// admin additions alike. Server routes and clients are both written from it; the
// calls of the editable records come from the resource table (resources.ts). Each call's name,
// method and path are public-endpoints.ts's and admin-endpoints.ts's (zod-free, for the site and
// the HTTP client); this adds their schemas.
import type { ZodType } from 'zod';
import { z } from 'zod';
import { adminEndpoints, type Address, type HttpMethod } from './admin-endpoints.ts';
import { adminStatus, loginInput, okBody, passwordChangeInput } from './auth.ts';
import { dashboardFigures } from './dashboard.ts';
import { blogListPage, blogListQuery, publicBlogPost } from './blog.ts';
import { bookingAdminEndpoints, bookingPublicEndpoints, bookingReadEndpoints } from './booking-endpoints.ts';
import { contactMessage, contactSendInput, heldDeleted, inboxListQuery, messagesPage, messageUpdateInput, newsletterInput, subscriber, subscribersPage } from './inbox.ts';
import { launchChecklist } from './launch-checklist.ts';
import { mediaItem } from './media.ts';
import { notificationStatus, testEmailInput, testEmailResult } from './notifications.ts';
import { pageContent } from './pages.ts';
import { pageView, pageViewInput } from './page-view.ts';
import { previewLink, previewLinksRevoked } from './preview.ts';
import type { CallsOf, ResourceCall } from './keyed-records.ts';
import { publicEndpoints, type PublicEndpointName } from './public-endpoints.ts';
import { adminProduct, publicProduct, shopPage, shopQuery } from './products.ts';
import { RESOURCE_NAMES, type ResourceName } from './resource-addresses.ts';
import type { ResourceDefinition } from './resource-definition.ts';
import { RESOURCES, type AnyResource, type Resources } from './resources.ts';
import { revision, revisionSummary } from './revisions.ts';
import { seedPreview, seedResult } from './seed.ts';
import { siteSettings } from './settings.ts';
import { visitsQuery, visitsReport } from './visits.ts';

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
  /** A record's history (decision 140): its revisions, newest first; one with its fields; a restore, answering the record. */
  revisions: { method: 'GET'; path: string; admin: true; output: z.ZodArray<typeof revisionSummary> };
  revision: { method: 'GET'; path: string; admin: true; output: typeof revision };
  restoreRevision: { method: 'POST'; path: string; admin: true; output: R['record'] };
  /** Previews (decision 145): the form's unsaved values (the resource's own input), for the owner's tab and as a link to send. */
  preview: { method: 'POST'; path: string; admin: true; input: R['input']; output: typeof previewLink };
  previewLink: { method: 'POST'; path: string; admin: true; input: R['input']; output: typeof previewLink };
}
type EndpointsOf<R extends AnyResource> = Pick<ResourceCalls<R>, CallsOf<R>>;

/** The record types the public reads a list of (their addresses' publicList), each with its public record. */
type ListedName = { [N in ResourceName]: Resources[N] extends { publicList: { read: string }; publicRecord: ZodType } ? N : never }[ResourceName];
type ListReadName<N extends ListedName> = Resources[N] extends { publicList: { read: infer R extends PublicEndpointName } } ? R : never;
type ListEndpoints = {
  [N in ListedName as ListReadName<N>]: (typeof publicEndpoints)[ListReadName<N>] & { admin: false; output: z.ZodArray<Resources[N] extends { publicRecord: infer P extends ZodType } ? P : never> };
};

/** Each public list of records: its address with the list of its public records as the answer. */
const listEndpoints = Object.fromEntries(
  RESOURCE_NAMES.flatMap((name) => {
    const resource: ResourceDefinition = RESOURCES[name];
    if (!resource.publicList || !resource.publicRecord) return [];
    const read = resource.publicList.read as PublicEndpointName;
    return [[read, { ...publicEndpoints[read], admin: false, output: z.array(resource.publicRecord) }]];
  }),
) as ListEndpoints;

/** A resource's admin calls: their addresses (admin-endpoints.ts) with the resource's schemas. */
function resourceEndpoints<R extends AnyResource>({ name, input, record }: R): EndpointsOf<R> {
  const schemas: Record<ResourceCall, Pick<Endpoint, 'input' | 'output'>> = {
    list: { output: z.array(record) },
    create: { input, output: record },
    get: { output: record },
    update: { input, output: record },
    remove: { output: okBody },
    revisions: { output: z.array(revisionSummary) },
    revision: { output: revision },
    restoreRevision: { output: record },
    preview: { input, output: previewLink },
    previewLink: { input, output: previewLink },
  };
  const calls = Object.entries(adminEndpoints[name]) as [ResourceCall, Address][];
  return Object.fromEntries(calls.map(([call, address]) => [call, { ...address, admin: true, ...schemas[call] }])) as unknown as EndpointsOf<R>;
}

const resourceCalls = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, resourceEndpoints(RESOURCES[name])])) as {
  [N in ResourceName]: EndpointsOf<Resources[N]>;
};

export const endpoints = {
  public: {
    products: { ...publicEndpoints.products, admin: false, output: z.array(publicProduct) },
    product: { ...publicEndpoints.product, admin: false, output: publicProduct },
    shop: { ...publicEndpoints.shop, admin: false, query: shopQuery, output: shopPage },
    blogPosts: { ...publicEndpoints.blogPosts, admin: false, output: z.array(publicBlogPost) },
    blogList: { ...publicEndpoints.blogList, admin: false, query: blogListQuery, output: blogListPage },
    blogPost: { ...publicEndpoints.blogPost, admin: false, output: publicBlogPost },
    blogBody: { ...publicEndpoints.blogBody, admin: false },
    page: { ...publicEndpoints.page, admin: false, output: pageContent },
    settings: { ...publicEndpoints.settings, admin: false, output: siteSettings },
    ...listEndpoints,
    ...bookingReadEndpoints,
    newsletter: { ...publicEndpoints.newsletter, admin: false, input: newsletterInput, output: okBody },
    contact: { ...publicEndpoints.contact, admin: false, input: contactSendInput, output: okBody },
    roiUse: { ...publicEndpoints.roiUse, admin: false },
  } satisfies Record<PublicEndpointName, Endpoint>,
  /** Booking's writes and the owner's feed, answered fresh on every request (booking-addresses.ts). */
  booking: bookingPublicEndpoints satisfies Record<string, Endpoint>,
  admin: {
    login: { ...adminEndpoints.login, admin: false, input: loginInput, output: okBody },
    status: { ...adminEndpoints.status, admin: false, output: adminStatus },
    logout: { ...adminEndpoints.logout, admin: true, output: okBody },
    seed: { ...adminEndpoints.seed, admin: true, output: seedResult },
    seedPreview: { ...adminEndpoints.seedPreview, admin: true, output: seedPreview },
    dashboard: { ...adminEndpoints.dashboard, admin: true, output: dashboardFigures },
    launchChecklist: { ...adminEndpoints.launchChecklist, admin: true, output: launchChecklist },
    /** pages, blog, serviceAreas, products, coreServices, settings, testimonials: from the resource table. */
    ...resourceCalls,
    changePassword: { ...adminEndpoints.changePassword, admin: true, input: passwordChangeInput, output: okBody },
    backup: { ...adminEndpoints.backup, admin: true },
    messages: { ...adminEndpoints.messages, admin: true, query: inboxListQuery, output: messagesPage },
    updateMessage: { ...adminEndpoints.updateMessage, admin: true, input: messageUpdateInput, output: contactMessage },
    deleteMessage: { ...adminEndpoints.deleteMessage, admin: true, output: okBody },
    roomPhoto: { ...adminEndpoints.roomPhoto, admin: true },
    releaseMessage: { ...adminEndpoints.releaseMessage, admin: true, output: contactMessage },
    deleteHeldMessages: { ...adminEndpoints.deleteHeldMessages, admin: true, output: heldDeleted },
    messagesCsv: { ...adminEndpoints.messagesCsv, admin: true },
    subscribers: { ...adminEndpoints.subscribers, admin: true, query: inboxListQuery, output: subscribersPage },
    deleteSubscriber: { ...adminEndpoints.deleteSubscriber, admin: true, output: okBody },
    releaseSubscriber: { ...adminEndpoints.releaseSubscriber, admin: true, output: subscriber },
    deleteHeldSubscribers: { ...adminEndpoints.deleteHeldSubscribers, admin: true, output: heldDeleted },
    subscribersCsv: { ...adminEndpoints.subscribersCsv, admin: true },
    visits: { ...adminEndpoints.visits, admin: true, query: visitsQuery, output: visitsReport },
    visitsCsv: { ...adminEndpoints.visitsCsv, admin: true, query: visitsQuery },
    notifications: { ...adminEndpoints.notifications, admin: true, output: notificationStatus },
    sendTestEmail: { ...adminEndpoints.sendTestEmail, admin: true, input: testEmailInput, output: testEmailResult },
    productPalette: { ...adminEndpoints.productPalette, admin: true, output: adminProduct },
    revokePreviewLinks: { ...adminEndpoints.revokePreviewLinks, admin: true, output: previewLinksRevoked },
    pageView: { ...adminEndpoints.pageView, admin: true, input: pageViewInput, output: pageView },
    ...bookingAdminEndpoints,
    /** Uploaded images (the upload's body and headers: admin-endpoints.ts). */
    media: {
      list: { ...adminEndpoints.media.list, admin: true, output: z.array(mediaItem) },
      upload: { ...adminEndpoints.media.upload, admin: true, output: mediaItem },
      remove: { ...adminEndpoints.media.remove, admin: true, output: okBody },
    },
  },
} as const;
