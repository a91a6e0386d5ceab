// An admin editor opened on one record, /admin/products?id=12 or /admin/pages?id=about, and on one
// of its fields, /admin/settings?field=phone: the inbox links to the product a message is about,
// the media library to each record using a picture, the launch checklist to the field that fixes
// an item, and every editor opens the record (and focuses the field) its address names
// (shared/admin/editor/use-resource-editor.ts).
import type { RecordKey } from '../contract/keyed-records.ts';

const RECORD_PARAM = 'id';
const FIELD_PARAM = 'field';

/** The editor of `screen` opened on the record `key`, and on its field `field` if given. */
export const recordAddress = (screen: string, key: RecordKey, field?: string): string =>
  `${screen}?${new URLSearchParams({ [RECORD_PARAM]: String(key), ...(field ? { [FIELD_PARAM]: field } : {}) })}`;

/** The editor of a screen with one record (Settings), opened on its field `field`. */
export const fieldAddress = (screen: string, field: string): string => `${screen}?${new URLSearchParams({ [FIELD_PARAM]: field })}`;

/** The record key the address names, as text (the editor parses it by its resource's rule), if any. */
export const recordTextIn = (params: URLSearchParams): string | null => params.get(RECORD_PARAM);

/** The field the address names, if any. */
export const fieldIn = (params: URLSearchParams): string | null => params.get(FIELD_PARAM);

export const namesRecord = (params: URLSearchParams): boolean => params.has(RECORD_PARAM) || params.has(FIELD_PARAM);

/** The address's other parameters, once the record (and field) it named is open. */
export function withoutRecord(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(RECORD_PARAM);
  rest.delete(FIELD_PARAM);
  return rest;
}
