// An admin editor opened on one record, /admin/products?id=12 or /admin/pages?id=about: the inbox
// links to the product a message is about, the media library to each record using a picture, and
// every editor opens the record its address names (shared/admin/editor/use-resource-editor.ts).
import type { RecordKey } from '../contract/keyed-records.ts';

const RECORD_PARAM = 'id';

export const recordAddress = (screen: string, key: RecordKey): string => `${screen}?${new URLSearchParams({ [RECORD_PARAM]: String(key) })}`;

/** The record key the address names, as text (the editor parses it by its resource's rule), if any. */
export const recordTextIn = (params: URLSearchParams): string | null => params.get(RECORD_PARAM);

export const namesRecord = (params: URLSearchParams): boolean => params.has(RECORD_PARAM);

/** The address's other parameters, once the record it named is open. */
export function withoutRecord(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(RECORD_PARAM);
  return rest;
}
