// What the admin screens may ask of the server. The web admin gets the HTTP implementation;
// the desktop studio gets one that goes through its preload bridge (with drafts and an outbox).
import type { AdminStatus } from '../contract/auth.ts';
import type { CallsOf, KeyOf, RecordCall, RecordKey } from '../contract/keyed-records.ts';
import type { MediaItem } from '../contract/media.ts';
import type { PreviewLink } from '../contract/preview.ts';
import type { InputOf, RecordOf, Resources } from '../contract/resources.ts';
import type { ResourceName } from '../contract/resource-addresses.ts';
import type { Revision, RevisionSummary } from '../contract/revisions.ts';
import type { ServerCall } from './server-calls.ts';
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
 * Every call of a record (decision 134), by its key (shared/contract/keyed-records.ts): read, update
 * and its history (decision 140: its revisions, newest first, and one with its fields, which need
 * the server; a restore saves the revision's fields as the next version, stating the version the
 * owner saw, 409 when it is stale, and answers like an update: the studio, offline, keeps it to send
 * later, decision 140); listed, created and deleted where the record type has those calls; and
 * previewed where it has a public page (decision 145: the answer's url is on the content server,
 * onContentServer; they need the server, so the studio refuses them offline).
 */
export interface RecordCalls<Rec, Input, Key> {
  list(): Promise<Rec[]>;
  create(input: Input, options?: WriteOptions): Promise<Saved<Rec>>;
  get(key: Key): Promise<Rec>;
  /**
   * `input.version` (the version the edit started from) makes a stale write answer 409, and
   * `input.uid` (the identity of the record it was made for) one landing on another record.
   */
  update(key: Key, input: Input): Promise<Saved<Rec>>;
  remove(key: Key, version?: number, uid?: string): Promise<Removed>;
  revisions(key: Key): Promise<RevisionSummary[]>;
  revision(key: Key, revisionId: number): Promise<Revision>;
  restoreRevision(key: Key, revision: Revision, version: number | undefined): Promise<Saved<Rec>>;
  /** The form's unsaved values, for the owner's own tab. */
  preview(key: Key, input: Input): Promise<PreviewLink>;
  /** A link to send: the form's values, saved or not, for PREVIEW_LINK_DAYS. */
  previewLink(key: Key, input: Input): Promise<PreviewLink>;
}

/** Each resource's client: the calls its record type has (keyed-records.ts's callsOf). */
export type ResourceClientOf<N extends ResourceName> = Pick<RecordCalls<RecordOf<N>, InputOf<N>, KeyOf<Resources[N]>>, CallsOf<Resources[N]>>;

export type ResourceClients = { [N in ResourceName]: ResourceClientOf<N> };

/** A record client whatever its resource, as generic code holds it: the calls every record has, and the others where present. */
export type AnyRecordClient = Pick<RecordCalls<unknown, unknown, RecordKey>, RecordCall> & Partial<Omit<RecordCalls<unknown, unknown, RecordKey>, RecordCall>>;

export interface ApiClient extends ResourceClients {
  login(password: string): Promise<void>;
  status(): Promise<AdminStatus>;
  logout(): Promise<void>;
  /**
   * Every other call of the admin API, by its name in the endpoint table (server-calls.ts): the
   * dashboard, Seed Database, the password, the backup, the inbox, new-lead email, ending the
   * preview links. The studio needs the server for them.
   */
  call: ServerCall;
  /**
   * The records with a change kept on this computer and not on the server yet, as
   * recordKey(resource, id): clients that can keep writes for later (the studio) offer it.
   */
  queuedKeys?(): Promise<string[]>;
  /** Uploaded images (the studio keeps those picked offline until it can upload them). */
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
