// What the admin screens may ask of the server. The web admin gets the HTTP implementation;
// the desktop studio gets one that goes through its preload bridge (with drafts and an outbox).
import type { AdminStatus } from '../contract/auth.ts';
import type { AdminBlogPost, BlogPostInput } from '../contract/blog.ts';
import type { AdminCoreService, CoreServiceInput } from '../contract/core-services.ts';
import type { ContactMessage, MessagesPage, SubscribersPage } from '../contract/inbox.ts';
import type { MediaItem } from '../contract/media.ts';
import type { NotificationStatus, TestEmailResult } from '../contract/notifications.ts';
import type { PageContent, PageContentInput, PageSlug } from '../contract/pages.ts';
import type { AdminProduct, ProductInput } from '../contract/products.ts';
import type { SeedResult } from '../contract/seed.ts';
import type { AdminServiceArea, ServiceAreaInput } from '../contract/service-areas.ts';
import type { SiteSettings, SiteSettingsInput } from '../contract/settings.ts';
import type { UploadProgress } from './upload.ts';

export interface WriteOptions {
  /** Sent as Idempotency-Key on POST so a retried create is applied once. */
  idempotencyKey?: string;
}

/** A write a client kept to send later (the studio, offline) rather than made on the server now. */
export interface QueuedWrite {
  pendingSync: boolean;
}

export interface ResourceClient<Record, Input> {
  list(): Promise<Record[]>;
  get(id: number): Promise<Record>;
  create(input: Input, options?: WriteOptions): Promise<Record>;
  /** `input.version` (the version the edit started from) makes a stale write answer 409. */
  update(id: number, input: Input): Promise<Record>;
  /** The studio answers whether the delete was only queued; the web client answers nothing. */
  remove(id: number, version?: number): Promise<void | QueuedWrite>;
}

export interface ApiClient {
  login(password: string): Promise<void>;
  status(): Promise<AdminStatus>;
  logout(): Promise<void>;
  seed(): Promise<SeedResult>;
  pages: {
    list(): Promise<PageContent[]>;
    get(pageSlug: PageSlug): Promise<PageContent>;
    update(pageSlug: PageSlug, input: PageContentInput): Promise<PageContent>;
  };
  blog: ResourceClient<AdminBlogPost, BlogPostInput>;
  serviceAreas: ResourceClient<AdminServiceArea, ServiceAreaInput>;
  products: ResourceClient<AdminProduct, ProductInput>;
  coreServices: ResourceClient<AdminCoreService, CoreServiceInput>;
  settings: {
    get(): Promise<SiteSettings>;
    update(input: SiteSettingsInput): Promise<SiteSettings>;
  };
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** A consistent snapshot of the SQLite database. */
  backup(): Promise<Blob>;
  inbox: {
    /** One page (1-based) of the messages, newest first (INBOX_PAGE_SIZE a page). */
    messages(page?: number): Promise<MessagesPage>;
    setHandled(id: number, handled: boolean): Promise<ContactMessage>;
    deleteMessage(id: number): Promise<void>;
    /** Every message, whatever the page. */
    messagesCsv(): Promise<string>;
    subscribers(page?: number): Promise<SubscribersPage>;
    deleteSubscriber(id: number): Promise<void>;
    subscribersCsv(): Promise<string>;
  };
  /** New-lead email: whether and where it goes, and a test email sent at once. */
  notifications: {
    status(): Promise<NotificationStatus>;
    sendTest(): Promise<TestEmailResult>;
  };
  /** Uploaded images. */
  media: {
    list(): Promise<MediaItem[]>;
    /** Sends the file's bytes (type read by the server from the content); progress where the host can report it. */
    upload(file: Blob, fileName: string, onProgress?: (progress: UploadProgress) => void): Promise<MediaItem>;
    /** 409 (ApiError) while a product or post uses the image. */
    remove(id: string): Promise<void>;
    /**
     * Where to show an image URL as a preview when that is not the URL itself (the studio's
     * images kept offline); null to use the URL as usual. Clients without such URLs leave it out.
     */
    previewUrl?(url: string): string | null;
  };
  /** Where "View Live Website" goes. */
  liveSiteUrl(): string;
}
