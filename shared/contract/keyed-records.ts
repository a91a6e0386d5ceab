// The one shape of a record (decision 134): every record of every record type is known by a key,
// a collection's number, a page's slug, or the fixed key of the one settings record, and offers
// the same calls by that key: read, update and its history; a list, a create and a delete where the
// record type has them; a preview where it has a public page. The server's routes, revisions and
// previews, the admin API's addresses, the API clients, the editors and the studio all go through
// this module; the resource table's `idKind` is read here and nowhere else. Without zod: the HTTP
// client and the admin's first screens load it (decision 201).
import { parseRecordId } from '../domain/record-id.ts';
import { PAGE_SLUGS, pageLabel, type PageSlug } from './page-list.ts';
import type { IdKind, ResourceAddress } from './resource-definition.ts';

/** The key the one record of its kind (the settings) is known by: in drafts, the studio's outbox and revisions. */
export const SINGLE_RECORD_ID = 'site';

/** A record's key: a number, a page slug, or SINGLE_RECORD_ID. */
export type RecordKey = string | number;

/** The calls every record offers, by its key. */
export type RecordCall = 'get' | 'update' | HistoryCall;
/** A record's history (decision 140): its revisions, newest first; one with its fields; a restore. */
type HistoryCall = 'revisions' | 'revision' | 'restoreRevision';
/** The calls of the record types whose keys the server gives out: listed, created and deleted. */
export type CollectionCall = 'list' | 'create' | 'remove';
/** Previews of a record as its public page (decision 145): the form's unsaved values, and a link to the record as saved. */
export type PreviewCall = 'preview' | 'previewLink';
export type ResourceCall = RecordCall | CollectionCall | PreviewCall;

interface KeyRule {
  /** The path parameter (and the record's field) holding the key; null when the resource's path is the record's. */
  param: 'id' | 'pageSlug' | null;
  /** The key as a path names it; undefined when it can name no record of the resource (a 404). */
  parse(text: string): RecordKey | undefined;
  /** Every key there is, when they are fixed in advance; otherwise the server lists them. */
  known?: readonly RecordKey[];
  /** Beyond reading and updating: which of the collection calls the record type has. */
  calls: readonly CollectionCall[];
  /** A write's body names the key too (docs/product/api.md#the-editable-records: a page's save sends pageSlug). */
  keyInBody: boolean;
  /** What the owner calls the record by its key alone (a page's label), if anything. */
  label?(key: RecordKey): string | undefined;
}

const KEY_RULES: Record<IdKind, KeyRule> = {
  number: { param: 'id', parse: parseRecordId, calls: ['list', 'create', 'remove'], keyInBody: false },
  pageSlug: {
    param: 'pageSlug',
    parse: (text) => (PAGE_SLUGS as readonly string[]).includes(text) ? text : undefined,
    known: PAGE_SLUGS,
    calls: ['list'],
    keyInBody: true,
    label: (key) => pageLabel(String(key)) ?? String(key),
  },
  single: { param: null, parse: () => SINGLE_RECORD_ID, known: [SINGLE_RECORD_ID], calls: [], keyInBody: false },
};

const ruleOf = (resource: Pick<ResourceAddress, 'idKind'>): KeyRule => KEY_RULES[resource.idKind];

/** The key of a record of the resource, as the type checker knows it. */
export type KeyOf<R extends Pick<ResourceAddress, 'idKind'>> = R['idKind'] extends 'number' ? number : R['idKind'] extends 'pageSlug' ? PageSlug : typeof SINGLE_RECORD_ID;

/** The calls a resource has, as the type checker knows them. */
export type CallsOf<R extends ResourceAddress> =
  | RecordCall
  | (R['idKind'] extends 'number' ? CollectionCall : R['idKind'] extends 'pageSlug' ? 'list' : never)
  | (R extends { publicPage: object } ? PreviewCall : never);

const CALL_ORDER: readonly ResourceCall[] = ['list', 'create', 'get', 'update', 'remove', 'revisions', 'revision', 'restoreRevision', 'preview', 'previewLink'];
const RECORD_CALLS: readonly ResourceCall[] = ['get', 'update', 'revisions', 'revision', 'restoreRevision'];
const PREVIEW_CALLS: readonly ResourceCall[] = ['preview', 'previewLink'];

/** The calls the resource has, in the endpoint table's order. */
export function callsOf(resource: ResourceAddress): readonly ResourceCall[] {
  const has = [...RECORD_CALLS, ...ruleOf(resource).calls, ...(resource.publicPage ? PREVIEW_CALLS : [])];
  return CALL_ORDER.filter((call) => has.includes(call));
}

/** The admin path of one record of the resource: `/api/admin/products/:id`, `/api/admin/settings`. */
export function recordPath(resource: ResourceAddress): string {
  const { param } = ruleOf(resource);
  return param === null ? resource.path : `${resource.path}/:${param}`;
}

/** The path parameters naming the record `key` (none for the one record). */
export function keyParams(resource: Pick<ResourceAddress, 'idKind'>, key: RecordKey): Record<string, RecordKey> {
  const { param } = ruleOf(resource);
  return param === null ? {} : { [param]: key };
}

/** The key a text names (a path parameter, an admin address's `?id=`), or undefined when it can name no record of the resource. */
export const keyFromText = (resource: Pick<ResourceAddress, 'idKind'>, text: string): RecordKey | undefined => ruleOf(resource).parse(text);

/** The key a request's path parameters name, or undefined when they name no record the resource can have. */
export function keyFromPath(resource: Pick<ResourceAddress, 'idKind'>, params: Readonly<Record<string, unknown>>): RecordKey | undefined {
  const { param } = ruleOf(resource);
  return keyFromText(resource, param === null ? '' : String(params[param] ?? ''));
}

/** The key of a record as the server answers it. */
export function keyOfRecord(resource: Pick<ResourceAddress, 'idKind'>, record: object): RecordKey {
  const { param } = ruleOf(resource);
  return param === null ? SINGLE_RECORD_ID : ((record as Record<string, RecordKey>)[param]);
}

/** A write's body for the record `key`: the input, naming the key where the resource's writes do. */
export function bodyFor<T extends object>(resource: Pick<ResourceAddress, 'idKind'>, key: RecordKey, input: T): T {
  const { param, keyInBody } = ruleOf(resource);
  return keyInBody && param !== null ? { ...input, [param]: key } : input;
}

/** Every key of the resource when they are fixed (the pages, the one settings record); undefined when the server lists them. */
export const knownKeys = (resource: Pick<ResourceAddress, 'idKind'>): readonly RecordKey[] | undefined => ruleOf(resource).known;

/** Whether the resource is one record (the settings): the owner knows it by the resource's label alone. */
export const isSingleRecord = (resource: Pick<ResourceAddress, 'idKind'>): boolean => ruleOf(resource).param === null;

/** What the owner calls the record by its key alone (a page: its label), or undefined when a field names it. */
export const labelOfKey = (resource: Pick<ResourceAddress, 'idKind'>, key: RecordKey): string | undefined => ruleOf(resource).label?.(key);

/** The record field holding its key ('id', 'pageSlug'); null for the one record (stored as its table's only row). */
export const keyField = (resource: Pick<ResourceAddress, 'idKind'>): string | null => ruleOf(resource).param;
