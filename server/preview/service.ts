// Previews (decision 145): a snapshot of a record with the form's unsaved values laid over it,
// kept on the server under a signed, expiring token, and the public page it shows; and the page
// view's draft of a page, shown without a snapshot (page-view.ts).
import { PREVIEW_LINK_TTL_MS, PREVIEW_TAB_TTL_MS, previewHref, type PreviewLink } from '../../shared/contract/preview.ts';
import { keyOfRecord, type RecordKey } from '../../shared/contract/keyed-records.ts';
import type { PageSections } from '../../shared/contract/sections/page-content.ts';
import { RESOURCE_ADDRESSES, type PreviewResource } from '../../shared/contract/resource-addresses.ts';
import { FIRST_VERSION } from '../../shared/contract/versions.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import type { PageLookups } from '../public-pages/page-head.ts';
import { previewPage, type PreviewPage } from './overlays.ts';
import { createPreviewTokens } from './preview-token.ts';
import { createSnapshotRepository } from './snapshots.ts';

/** Reads a record as the admin does, by its key (throws NotFoundError for an unknown one). */
export type RecordReader = (resource: PreviewResource, key: RecordKey) => Record<string, unknown>;

type AdminReads = Record<PreviewResource, { admin: { get(key: RecordKey): unknown } }>;

/** The records a preview starts from, read by their keys. */
export const previewRecordReader =
  (services: AdminReads): RecordReader =>
  (resource, key) =>
    services[resource].admin.get(key) as Record<string, unknown>;

export const PREVIEW_EXPIRED = 'This preview link has expired';
export class PreviewExpiredError extends HttpError {
  constructor() {
    super(410, PREVIEW_EXPIRED);
  }
}

interface PreviewDeps {
  db: Db;
  sessionSecret: string;
  readRecord: RecordReader;
  answers: PublicReadAnswers;
  lookups: PageLookups;
  now?: () => number;
}

/**
 * The values laid over the saved record: the stated version is not a field, a blank slug keeps the
 * record's address, and the result is shown as saved (a page never saved shows its built-in copy).
 */
function withValues(saved: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const { version: _notAField, ...fields } = values;
  const version = Math.max(Number(saved.version), FIRST_VERSION);
  return { ...saved, ...fields, version, ...('slug' in saved ? { slug: fields.slug || saved.slug } : {}) };
}

export function createPreviewService({ db, sessionSecret, readRecord, answers, lookups, now = () => Date.now() }: PreviewDeps) {
  const tokens = createPreviewTokens(sessionSecret);
  const snapshots = createSnapshotRepository(db);

  const keep = (resource: PreviewResource, record: Record<string, unknown>, lifetimeMs: number): PreviewLink => {
    const at = now();
    const expiresAt = at + lifetimeMs;
    const { id, token } = tokens.issue(expiresAt);
    snapshots.save(id, { resource, record }, expiresAt, at);
    return { url: previewHref(token), expiresAt: new Date(expiresAt).toISOString() };
  };

  /** The record as the form shows it; `parseValues` runs once the record is found (a 404 comes before a 400). */
  const asEdited = (resource: PreviewResource, key: RecordKey, parseValues: () => Record<string, unknown>) => withValues(readRecord(resource, key), parseValues());

  return {
    /** The form's unsaved values, for the owner's own tab. */
    ofValues: (resource: PreviewResource, key: RecordKey, parseValues: () => Record<string, unknown>): PreviewLink =>
      keep(resource, asEdited(resource, key, parseValues), PREVIEW_TAB_TTL_MS),
    /** A link to send: the form's values as they are now, saved or not, for PREVIEW_LINK_DAYS. */
    link: (resource: PreviewResource, key: RecordKey, parseValues: () => Record<string, unknown>): PreviewLink =>
      keep(resource, asEdited(resource, key, parseValues), PREVIEW_LINK_TTL_MS),
    /** The public page of a page with these sections in place of its own (the page view: nothing is kept). */
    pageWith: (pageSlug: RecordKey, content: PageSections): PreviewPage =>
      previewPage({ answers, lookups }, 'pages', withValues(readRecord('pages', pageSlug), { content })),
    /** "Revoke all preview links" (Settings): every link made so far answers 404 from now on; how many there were. */
    revokeAll: (): number => snapshots.removeAll(),
    /** The page a token shows: 404 for a token the server did not sign (or whose snapshot is gone), 410 once expired. */
    open(token: string): PreviewPage {
      const claims = tokens.verify(token);
      if (!claims) throw new NotFoundError();
      if (claims.expiresAt <= now()) throw new PreviewExpiredError();
      const snapshot = snapshots.find(claims.id);
      if (!snapshot) throw new NotFoundError();
      // A record deleted since takes its previews with it (docs/product/rules.md#settled-in-the-second-round: nothing of it outlives it).
      readRecord(snapshot.resource, keyOfRecord(RESOURCE_ADDRESSES[snapshot.resource], snapshot.record as object));
      return previewPage({ answers, lookups }, snapshot.resource, snapshot.record);
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
