// An admin editor opened on one record, /admin/products?id=12: the inbox links to the product a
// message is about, and the products screen opens it.
import { parseRecordId } from '../domain/record-id.ts';

const RECORD_PARAM = 'id';

export const recordAddress = (screen: string, id: number): string => `${screen}?${RECORD_PARAM}=${id}`;

/** The record the address names, if any. */
export const recordIn = (params: URLSearchParams): number | undefined => parseRecordId(params.get(RECORD_PARAM));

export const namesRecord = (params: URLSearchParams): boolean => params.has(RECORD_PARAM);
