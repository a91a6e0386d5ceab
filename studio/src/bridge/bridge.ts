// The one channel map of the studio: every function the renderer may call in the main process,
// with its arguments and result. The main process registers an IPC handler per name, the preload
// exposes one named function per name, and studio:web serves one POST /bridge/<name> per name.
import type { Removed, Saved } from '../../../shared/api-client/api-client.ts';
import type { AnyCallRequest, ServerCallName } from '../../../shared/api-client/server-calls.ts';
import type { AdminStatus } from '../../../shared/contract/auth.ts';
import type { ErrorBody } from '../../../shared/contract/errors.ts';
import type { MediaItem } from '../../../shared/contract/media.ts';
import type { PreviewLink } from '../../../shared/contract/preview.ts';
import type { PreviewResource, ResourceName } from '../../../shared/contract/resource-addresses.ts';
import type { Revision, RevisionSummary } from '../../../shared/contract/revisions.ts';

/** The records the studio edits: the resource table's (shared/contract/resources.ts). */
export type { ResourceName };
/** A server id (number), a page slug, "site" for settings, or a local id ("local-<uuid>"). */
export type RecordId = number | string;
export type RecordValues = Record<string, unknown>;

export interface SyncProgress {
  total: number;
  done: number;
  /** What is being sent now, e.g. "Delete service area “Naperville”". */
  current: string | null;
}

/**
 * Every queued change of one record, held for the owner: the server changed it too (conflict),
 * deleted it (conflict, theirs null), or refused the change (rejected, e.g. a slug taken).
 */
export interface ConflictInfo {
  itemId: string;
  /** Send it back with the decision: a decision on an older view is refused (409). */
  revision: number;
  kind: 'conflict' | 'rejected';
  resource: ResourceName;
  op: 'create' | 'update' | 'delete';
  recordId: RecordId;
  /** The id the renderer knows the record by (negative for a record created offline). */
  displayId: RecordId;
  /** How the owner knows the record: "service area “Naperville”". */
  label: string;
  /** All my queued changes of the record together, as the server would store them (null for a delete). */
  mine: RecordValues | null;
  /** The server's current record (null when it was deleted there or is unknown). */
  theirs: RecordValues | null;
  /** The server's copy my changes started from (null when unknown: every difference is then shown). */
  base: RecordValues | null;
  /** The fields changed on both sides, to different values: the only ones the owner decides (conflicts with both copies). */
  bothChanged: string[] | null;
  error: string;
  /** The server's message per field, for a refused change. */
  fieldErrors: Record<string, string>;
  /** The change was made before the server was restored from a backup (decision 102): the owner decides whether it still applies. */
  restored: boolean;
  /**
   * The record the change was made for is no longer on the server (its number names another record,
   * or none, after a restore): create it again with my changes, or drop them.
   */
  noLongerOnServer: boolean;
}

export interface WaitingChange {
  /** recordKey(resource, displayId). */
  key: string;
  label: string;
}

/** Which sync state the window last saw, so the next one is sent only once something changed. */
export interface SyncStateSeen {
  instance: string;
  revision: number;
}

export interface SyncState extends SyncStateSeen {
  serverUrl: string | null;
  online: boolean;
  pending: number;
  /** When the studio last matched the server, by the server's clock. */
  lastSyncAt: string | null;
  /** The server's clock less this computer's, as of its last answer (null before one): the window reads "today" by it. */
  clockOffsetMs: number | null;
  syncing: boolean;
  progress: SyncProgress | null;
  conflicts: ConflictInfo[];
  needsLogin: boolean;
  /** A password typed while offline, checked as soon as the server answers. */
  signInWaiting: boolean;
  lastError: string | null;
  /** recordKey(resource, displayId) of every record with a queued change. */
  pendingKeys: string[];
  /** Every queued change in order, as the status bar lists it: "Update product “Heriz”". */
  waiting: WaitingChange[];
  /** The unsaved drafts kept on disk, oldest first. */
  drafts: DraftSummary[];
  /** Images picked offline that the next sync uploads. */
  pendingImages: number;
  /** Changes made before the server was restored from a backup, sent or not yet: each waits for the owner. */
  restoredWaiting: number;
}

/**
 * mine: my changes, with the fields only the server changed taken from theirs (recreate, for a
 * record deleted on the server; send again as is, for a refused change); theirs: drop my changes
 * (exactly those shown); merge: these values (the owner's field choices, or a corrected refusal).
 */
export type ConflictResolution = ({ choice: 'mine' } | { choice: 'theirs' } | { choice: 'merge'; values: RecordValues }) & {
  /** The ConflictInfo revision the owner saw. */
  revision?: number;
};

/** What an editor keeps on disk while the owner types (decision 180). */
export interface DraftInput {
  /** The form as typed. */
  values: RecordValues;
  /** The record as the form loaded it (null while creating one): the base of the three-way merge when the draft is reopened. */
  base: RecordValues | null;
  /** The version the edit started from. */
  baseVersion: number | null;
}
export interface Draft extends DraftInput {
  /** The studio's own order (never the clock): a queued change with a higher number was made after this typing. */
  seq: number;
  /** When it was last written, by this computer's clock: shown, never compared. */
  updatedAt: string;
}
export interface DraftEntry extends Draft {
  resource: ResourceName;
  id: RecordId;
}

/** A draft as the status bar lists it. */
export interface DraftSummary {
  resource: ResourceName;
  /** The id the screens know the record by, or "new" for one being created. */
  id: RecordId;
  /** "product “Blue Runner”", "new product". */
  label: string;
  /** The server no longer has the record (deleted there): the draft can be made a new record, or discarded. */
  gone: boolean;
}

export interface ConnectionInfo {
  serverUrl: string | null;
  hasSession: boolean;
}

export interface BridgeApi {
  getConnection(): Promise<ConnectionInfo>;
  connect(serverUrl: string, password: string): Promise<ConnectionInfo>;
  status(): Promise<AdminStatus>;
  login(password: string): Promise<void>;
  logout(): Promise<void>;
  list(resource: ResourceName): Promise<RecordValues[]>;
  get(resource: ResourceName, id: RecordId): Promise<RecordValues>;
  /** Made on the server, or (offline) queued: `queued` says which. */
  create(resource: ResourceName, input: RecordValues, idempotencyKey?: string): Promise<Saved<RecordValues>>;
  update(resource: ResourceName, id: RecordId, input: RecordValues): Promise<Saved<RecordValues>>;
  /** `uid`: the identity of the record the delete was made for (shared/contract/record-identity.ts). */
  remove(resource: ResourceName, id: RecordId, version?: number, uid?: string): Promise<Removed>;
  /** A record's history, from the server only (decision 140): none for a record not on the server yet. */
  revisions(resource: ResourceName, id: RecordId): Promise<RevisionSummary[]>;
  revision(resource: ResourceName, id: RecordId, revisionId: number): Promise<Revision>;
  /** Preview (decision 145): online only; the answer's url is on the server. */
  preview(resource: PreviewResource, id: RecordId, values: RecordValues): Promise<PreviewLink>;
  previewLink(resource: PreviewResource, id: RecordId, values: RecordValues): Promise<PreviewLink>;
  /**
   * Any other admin call, by its name in the endpoint table (shared/api-client/server-calls.ts: the
   * dashboard, the inbox, Seed Database, the password, the backup …), sent to the server as it is:
   * online only. A file it answers crosses as call-answers.ts says.
   */
  call(name: ServerCallName, request?: AnyCallRequest): Promise<unknown>;
  syncNow(): Promise<SyncState>;
  getSyncState(): Promise<SyncState>;
  /**
   * The sync state once it differs from `seen` (at once when `seen` is null or from an earlier
   * launch; after a while with the same state if nothing changes): the window waits on it, so
   * the state is pushed on change rather than polled.
   */
  nextSyncState(seen: SyncStateSeen | null): Promise<SyncState>;
  resolveConflict(itemId: string, resolution: ConflictResolution): Promise<SyncState>;
  saveDraft(resource: ResourceName, id: RecordId, draft: DraftInput): Promise<void>;
  getDraft(resource: ResourceName, id: RecordId): Promise<Draft | null>;
  discardDraft(resource: ResourceName, id: RecordId): Promise<void>;
  listDrafts(): Promise<DraftEntry[]>;
  /**
   * The draft of a record deleted on the server becomes the draft of a new one (opened in create
   * mode); refused (409) while another new record of that kind is being written.
   */
  draftToNew(resource: ResourceName, id: RecordId): Promise<void>;
  /** Uploaded images, and first those picked offline and not uploaded yet (ids "local-<uuid>"). */
  mediaList(): Promise<MediaItem[]>;
  /**
   * Uploads an image, or offline keeps it on disk until the next sync uploads it; the answer's
   * url is then a local address (studio/src/bridge/local-media.ts) a record can name meanwhile.
   */
  mediaUpload(bytes: Uint8Array, fileName: string, contentType: string): Promise<MediaItem>;
  mediaRemove(id: string): Promise<void>;
  openExternal(url: string): Promise<void>;
  /** A screen of the window broke (shared/admin/screen-error.tsx): written to the studio process's log. */
  logError(message: string, detail: string): Promise<void>;
}

export type BridgeMethod = keyof BridgeApi;

/** The channel map: method name -> its arguments and result. */
export type ChannelMap = {
  [K in BridgeMethod]: { args: Parameters<BridgeApi[K]>; result: Awaited<ReturnType<BridgeApi[K]>> };
};

const methodTable: { [K in BridgeMethod]: true } = {
  getConnection: true,
  connect: true,
  status: true,
  login: true,
  logout: true,
  list: true,
  get: true,
  create: true,
  update: true,
  remove: true,
  revisions: true,
  revision: true,
  preview: true,
  previewLink: true,
  call: true,
  syncNow: true,
  getSyncState: true,
  nextSyncState: true,
  resolveConflict: true,
  saveDraft: true,
  getDraft: true,
  discardDraft: true,
  listDrafts: true,
  draftToNew: true,
  mediaList: true,
  mediaUpload: true,
  mediaRemove: true,
  openExternal: true,
  logError: true,
};
/** Every method name, checked complete against BridgeApi by the table above. */
export const BRIDGE_METHODS = Object.keys(methodTable) as BridgeMethod[];

export const isBridgeMethod = (name: string): name is BridgeMethod => Object.hasOwn(methodTable, name);

export const ipcChannel = (method: BridgeMethod) => `studio:${method}`;

/** Errors cross IPC and HTTP as data, so the renderer can rebuild the ApiError the admin expects. */
export interface BridgeError {
  status: number;
  /** The response text (or a plain sentence): ApiError's message is "<status>: <text>". */
  text: string;
  body: ErrorBody | null;
}
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/** What `window.studio` offers: each bridge method, answering with a BridgeResult. */
export type StudioWindowApi = {
  [K in BridgeMethod]: (...args: ChannelMap[K]['args']) => Promise<BridgeResult<ChannelMap[K]['result']>>;
};
