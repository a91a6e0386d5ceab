// A record id as it appears in an address (/jacobs/product/12, /api/products/12, ?product=12):
// a positive whole number of at most 15 digits, so it is always a safe integer. Anything else names
// no record.

/** The largest id an address can name. */
export const RECORD_ID_MAX = 999_999_999_999_999;

/** The id `text` names, or undefined when it names none ("0", "-1", "1.5", "12abc", 16 digits). */
export function parseRecordId(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 ? id : undefined;
}
