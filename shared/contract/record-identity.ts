// A record's identity: every numbered record carries a random UUID, `uid`, beside its number
// (server/db/record-table.ts). A number can come to name another record once the server is restored
// from a backup made before that number was first given; the identity cannot. A write may state the
// identity of the record it was made for, as the `Record-Uid` header or a `uid` in its body (as it
// may state its version as If-Match or `version`): the server refuses it with 409 when the record at
// that number is another one, and changes nothing. The pages and the settings are known by fixed
// keys that always name the same record: their key is their identity. Without zod: the HTTP client
// loads it, and the admin's first screens load no schema.
export const RECORD_UID_HEADER = 'Record-Uid';

/** A record's identity, when it has one. */
export function uidOf(record: unknown): string | undefined {
  const uid = record && typeof record === 'object' ? (record as { uid?: unknown }).uid : undefined;
  return typeof uid === 'string' && uid !== '' ? uid : undefined;
}

/** Whether `record` is not the record whose identity is `uid` (false when either is unknown). */
export const isOtherRecord = (record: unknown, uid: string | undefined): boolean => uid !== undefined && uidOf(record) !== undefined && uidOf(record) !== uid;

/** The header stating the identity a write was made for; none when it is unknown. */
export const identityHeader = (uid: string | undefined): Record<string, string> | undefined => (uid ? { [RECORD_UID_HEADER]: uid } : undefined);

/**
 * What the owner is told when the record a change was made for is no longer on the server, its
 * number now naming another record or none: `label` is the record type's ("product", "blog post").
 */
export const noLongerOnServer = (label: string) => `The ${label} you edited is no longer on the server: it was restored from a backup made before you created or changed it`;

/** A 409 whose fields name RECORD_UID_HEADER: the record at that address is another one than the write was made for. */
export const refusedAsOtherRecord = (status: number, fields: Record<string, string> | undefined): boolean => status === 409 && fields?.[RECORD_UID_HEADER] !== undefined;
