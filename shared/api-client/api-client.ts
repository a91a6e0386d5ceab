// What the admin screens may ask of the server. The web admin gets the HTTP implementation;
// the desktop studio gets one that goes through its preload bridge (with drafts and an outbox).
import type { AdminStatus } from '../contract/auth.ts';
import type { DashboardFigures } from '../contract/dashboard.ts';
import type { ContactMessage, HeldDeleted, InboxView, MessagesPage, Subscriber, SubscribersPage } from '../contract/inbox.ts';
import type { MediaItem } from '../contract/media.ts';
import type { NotificationStatus, TestEmailResult } from '../contract/notifications.ts';
import type { AdminProduct } from '../contract/products.ts';
import type { PreviewLink, PreviewLinksRevoked } from '../contract/preview.ts';
import type { PreviewResource } from '../contract/admin-endpoints.ts';
import type { InputOf, RecordOf, Resources } from '../contract/resources.ts';
import type { ResourceName } from '../contract/resource-addresses.ts';
import type { Revision, RevisionSummary } from '../contract/revisions.ts';
import type { SeedPreview, SeedResult } from '../contract/seed.ts';
import type { UploadProgress } from './upload.ts';

export interface WriteOptions {
  /** Sent as Idempotency-Key on POST so a retried create is applied once. */
  idempotencyKey?: string;
}

/**
 * What a write answers: the record as it now stands, and whether the client only kept the change
 * to send later (the studio, offline: it waits in the outbox) rather than the server having it.
 */
export interface Saved<Rec> {
  record: Rec;
  queued: boolean;
}

/** What a delete answers: whether it was only kept to send later. */
export interface Removed {
  queued: boolean;
}

/**
 * A record's history (decision 140): its revisions, newest first, and one with its fields (both
 * need the server). A restore saves the revision's fields as the next version, stating the
 * version the owner saw (409 when it is stale), and answers like an update: the studio, offline,
 * keeps it to send later (decision 141).
 */
export interface HistoryClient<Rec, Key> {
  revisions(key: Key): Promise<RevisionSummary[]>;
  revision(key: Key, revisionId: number): Promise<Revision>;
  restore(key: Key, revision: Revision, version: number | undefined): Promise<Saved<Rec>>;
}

/** Numbered records: listed, read, created, updated and deleted. */
export interface CollectionClient<Rec, Input> extends HistoryClient<Rec, number> {
  list(): Promise<Rec[]>;
  get(id: number): Promise<Rec>;
  create(input: Input, options?: WriteOptions): Promise<Saved<Rec>>;
  /** `input.version` (the version the edit started from) makes a stale write answer 409. */
  update(id: number, input: Input): Promise<Saved<Rec>>;
  remove(id: number, version?: number): Promise<Removed>;
}

/** Records with a fixed key (the six pages): listed, read and updated. */
export interface KeyedClient<Rec, Input, Key> extends HistoryClient<Rec, Key> {
  list(): Promise<Rec[]>;
  get(key: Key): Promise<Rec>;
  update(key: Key, input: Input): Promise<Saved<Rec>>;
}

/** The one record of its kind (settings): read and updated; its history calls take no key. */
export interface SingleClient<Rec, Input> {
  get(): Promise<Rec>;
  update(input: Input): Promise<Saved<Rec>>;
  revisions(): Promise<RevisionSummary[]>;
  revision(revisionId: number): Promise<Revision>;
  restore(revision: Revision, version: number | undefined): Promise<Saved<Rec>>;
}

type KeyOf<N extends ResourceName> = RecordOf<N> extends { pageSlug: infer Key } ? Key : never;

/** Each resource's client, by how its records are addressed (the resource table's idKind). */
export type ResourceClientOf<N extends ResourceName> = Resources[N]['idKind'] extends 'number'
  ? CollectionClient<RecordOf<N>, InputOf<N>>
  : Resources[N]['idKind'] extends 'pageSlug'
    ? KeyedClient<RecordOf<N>, InputOf<N>, KeyOf<N>>
    : SingleClient<RecordOf<N>, InputOf<N>>;

export type ResourceClients = { [N in ResourceName]: ResourceClientOf<N> };

export interface ApiClient extends ResourceClients {
  login(password: string): Promise<void>;
  status(): Promise<AdminStatus>;
  logout(): Promise<void>;
  seed(): Promise<SeedResult>;
  /** What seed() would create now, changing nothing. */
  seedPreview(): Promise<SeedPreview>;
  /** The dashboard's figures; newMessages is the header's inbox badge. */
  dashboard(): Promise<DashboardFigures>;
  /** Makes a product's palette again from its picture (Rug Fit, decision 212); answers the product. Needs the server. */
  recomputePalette(productId: number): Promise<AdminProduct>;
  /**
   * The records with a change kept on this computer and not on the server yet, as
   * recordKey(resource, id): clients that can keep writes for later (the studio) offer it.
   */
  queuedKeys?(): Promise<string[]>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** A consistent snapshot of the SQLite database. */
  backup(): Promise<Blob>;
  inbox: {
    /** One page (1-based) of the messages of a view, newest first (INBOX_PAGE_SIZE a page): the inbox, or those held for review. */
    messages(page?: number, view?: InboxView): Promise<MessagesPage>;
    setHandled(id: number, handled: boolean): Promise<ContactMessage>;
    deleteMessage(id: number): Promise<void>;
    /** A held message joins the inbox and is emailed now (decision 177). */
    releaseMessage(id: number): Promise<ContactMessage>;
    deleteHeldMessages(): Promise<HeldDeleted>;
    /** Every message, whatever the page or view. */
    messagesCsv(): Promise<string>;
    /** A Rug Fit send's room photo (a JPEG); 404 (ApiError) when the visitor sent none. Needs the server. */
    roomPhoto(messageId: number): Promise<Blob>;
    subscribers(page?: number, view?: InboxView): Promise<SubscribersPage>;
    deleteSubscriber(id: number): Promise<void>;
    releaseSubscriber(id: number): Promise<Subscriber>;
    deleteHeldSubscribers(): Promise<HeldDeleted>;
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
  /**
   * Previews of a record as its public page (decision 145); the answer's url is on the content
   * server (onContentServer). They need the server: the studio refuses them offline.
   */
  preview: {
    /** The form's unsaved values, for the owner's own tab. */
    ofValues(resource: PreviewResource, key: string | number, input: unknown): Promise<PreviewLink>;
    /** A link to send: the record as saved now, for PREVIEW_LINK_DAYS. */
    link(resource: PreviewResource, key: string | number): Promise<PreviewLink>;
    /** Ends every link made so far (a password change does it too). */
    revokeAll(): Promise<PreviewLinksRevoked>;
  };
  /** Where "View Live Website" goes. */
  liveSiteUrl(): string;
}
