// The endpoint table: every call of spec section 7 plus the public reads of DECISIONS section 1
// and the admin additions of section 7. Server routes and clients are both written from it. The
// public part's names, paths and query parameters are public-endpoints.ts's (zod-free, for the
// site); this adds their schemas.
import type { ZodType } from 'zod';
import { z } from 'zod';
import { adminStatus, loginInput, okBody, passwordChangeInput } from './auth.ts';
import { adminBlogPost, blogPostInput, publicBlogPost } from './blog.ts';
import { adminCoreService, coreServiceInput, publicCoreService } from './core-services.ts';
import { contactInput, contactMessage, inboxListQuery, messagesPage, messageUpdateInput, newsletterInput, subscribersPage } from './inbox.ts';
import { mediaItem } from './media.ts';
import { pageContent, pageContentInput } from './pages.ts';
import { publicEndpoints, type PublicEndpointName } from './public-endpoints.ts';
import { adminProduct, productInput, publicProduct, shopPage, shopQuery } from './products.ts';
import { seedResult } from './seed.ts';
import { adminServiceArea, publicServiceArea, serviceAreaInput } from './service-areas.ts';
import { siteSettings, siteSettingsInput } from './settings.ts';

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

const crud = <I extends ZodType, O extends ZodType>(base: string, input: I, output: O) =>
  ({
    list: { method: 'GET', path: base, admin: true, output: z.array(output) },
    create: { method: 'POST', path: base, admin: true, input, output },
    get: { method: 'GET', path: `${base}/:id`, admin: true, output },
    update: { method: 'PUT', path: `${base}/:id`, admin: true, input, output },
    remove: { method: 'DELETE', path: `${base}/:id`, admin: true, output: okBody },
  }) as const;

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
    pages: { method: 'GET', path: '/api/admin/pages', admin: true, output: z.array(pageContent) },
    page: { method: 'GET', path: '/api/admin/pages/:pageSlug', admin: true, output: pageContent },
    updatePage: { method: 'PUT', path: '/api/admin/pages/:pageSlug', admin: true, input: pageContentInput, output: pageContent },
    blog: crud('/api/admin/blog', blogPostInput, adminBlogPost),
    serviceAreas: crud('/api/admin/service-areas', serviceAreaInput, adminServiceArea),
    products: crud('/api/admin/products', productInput, adminProduct),
    coreServices: crud('/api/admin/core-services', coreServiceInput, adminCoreService),
    settings: { method: 'GET', path: '/api/admin/settings', admin: true, output: siteSettings },
    updateSettings: { method: 'PUT', path: '/api/admin/settings', admin: true, input: siteSettingsInput, output: siteSettings },
    changePassword: { method: 'PUT', path: '/api/admin/password', admin: true, input: passwordChangeInput, output: okBody },
    backup: { method: 'GET', path: '/api/admin/backup', admin: true },
    messages: { method: 'GET', path: '/api/admin/messages', admin: true, query: inboxListQuery, output: messagesPage },
    updateMessage: { method: 'PATCH', path: '/api/admin/messages/:id', admin: true, input: messageUpdateInput, output: contactMessage },
    deleteMessage: { method: 'DELETE', path: '/api/admin/messages/:id', admin: true, output: okBody },
    messagesCsv: { method: 'GET', path: '/api/admin/messages.csv', admin: true },
    subscribers: { method: 'GET', path: '/api/admin/subscribers', admin: true, query: inboxListQuery, output: subscribersPage },
    deleteSubscriber: { method: 'DELETE', path: '/api/admin/subscribers/:id', admin: true, output: okBody },
    subscribersCsv: { method: 'GET', path: '/api/admin/subscribers.csv', admin: true },
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
