// How a resource's fields are described, once each: the contract's rule for the field (what the
// server accepts and the form checks), what it holds (which decides how it is stored, compared
// and typed in), and what a form shows for it. The input, admin and public schemas of a resource
// are derived from its list (shared/contract/resources.ts holds the resources themselves).
import { z, type ZodType } from 'zod';
import { statedVersionSchema } from './fields.ts';

/**
 * What a field holds. Text kinds are strings (`longText` takes several lines; `email`, `tel` and
 * `url` say which keyboard and check fit; `markdown` is Markdown, `link` an address on this site
 * or another), `choice` one of its options, `money` a price kept in cents, `dateTime` an ISO
 * date-time, `date` a calendar day (YYYY-MM-DD), `textList` a list of short texts, `imageList` an ordered list of images each with its
 * description (a product's gallery), `json` a free-form object (or, for a derived field, the JSON
 * its rule describes), `image` a picture and its alt text ({ src, alt }), `items` a list of small
 * records described by `itemFields` (a section's cards), `sections` a page's content: its ordered
 * list of typed sections (shared/contract/sections/), compared and merged section by section and
 * field by field.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'tel'
  | 'url'
  | 'slug'
  | 'choice'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'dateTime'
  | 'date'
  | 'textList'
  | 'imageList'
  | 'json'
  | 'markdown'
  | 'link'
  | 'image'
  | 'items'
  | 'sections';

/** What a kind's value is, whatever its input looks like. */
export type ValueType = 'text' | 'integer' | 'decimal' | 'money' | 'boolean' | 'textList' | 'imageList' | 'json' | 'items';

export const VALUE_TYPES: Record<FieldKind, ValueType> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  tel: 'text',
  url: 'text',
  slug: 'text',
  choice: 'text',
  dateTime: 'text',
  date: 'text',
  integer: 'integer',
  decimal: 'decimal',
  money: 'money',
  boolean: 'boolean',
  textList: 'textList',
  imageList: 'imageList',
  json: 'json',
  markdown: 'text',
  link: 'text',
  image: 'json',
  items: 'items',
  sections: 'json',
};

export interface FieldOption {
  value: string;
  label: string;
}

export interface Field<Input extends ZodType = ZodType> {
  kind: FieldKind;
  /** The label of its input, and of the field wherever a record is compared or corrected. */
  label: string;
  /** The contract's rule: the server parses the field with it, and the form checks with it. */
  input: Input;
  /** Shown under the input. */
  help?: string;
  placeholder?: string;
  /** A choice's options, in the order offered. */
  options?: readonly FieldOption[];
  min?: number;
  max?: number;
  step?: number;
  /** One item of a text list or of `items` ("Feature", "Card"). */
  itemLabel?: string;
  /** The fields of one item of an `items` field. */
  itemFields?: Fields;
  /** Markdown shown within a line (a subtitle): links and emphasis, no paragraphs or lists. */
  inline?: boolean;
  /** What an input shows for a stored null (the ROI multiplier shows 0: no claim). */
  blankAs?: string;
  /** Part of the public shape of the record. */
  public?: boolean;
  /**
   * Made by the server from the record's other fields (a product's palette, from its image):
   * stored and compared like any field, never taken from a write's body nor shown as an input.
   * Its `input` is the rule the server's value keeps, and its stored shape.
   */
  derived?: true;
  /** An image address's description: the field holding it (the form shows the two together). */
  alt?: string;
  /** How it shows among a record's tags in the admin's list: a badge while true (and another while false), or its value after a word ("Order 3"). */
  tag?: FieldTag;
}

export type FieldTag = { badge: string; palette: string; solid?: true; otherwise?: { badge: string; palette: string } } | { prefix: string };

export type Fields = Readonly<Record<string, Field>>;

/** Keeps each field's own kind and rule in the types (`const`), so the derived schemas are exact. */
export const defineFields = <const F extends Fields>(fields: F): F => fields;

/** Whether a field must be given: its rule refuses it missing. */
export const isRequired = (field: Field): boolean => !field.input.safeParse(undefined).success;

/** Whether the stored value may be null: the rule turns a null into null (optional text, say). */
const isNullable = (field: Field): boolean => {
  const result = field.input.safeParse(null);
  return result.success && result.data === null;
};

/** The value a new record starts with: what the rule makes of a missing field, if it accepts one. */
export function initialValue(field: Field): unknown {
  const result = field.input.safeParse(undefined);
  return result.success ? result.data : undefined;
}

/** The stored value's shape: lenient (a stored value is not checked against today's input rule again). */
const STORED: Record<ValueType, () => ZodType> = {
  text: () => z.string(),
  integer: () => z.number().int(),
  decimal: () => z.number(),
  money: () => z.number(),
  boolean: () => z.boolean(),
  textList: () => z.array(z.string()),
  imageList: () => z.array(z.object({ url: z.string(), alt: z.string().nullable() })),
  json: () => z.record(z.string(), z.unknown()),
  items: () => z.array(z.record(z.string(), z.unknown())),
};
const storedSchema = (kind: FieldKind) => STORED[VALUE_TYPES[kind]]();

/** A stored value is always there: a rule's "not given" (undefined) is resolved before it is stored. */
type Stored<F extends Fields> = { [N in keyof F]: ZodType<Exclude<z.output<F[N]['input']>, undefined>> };
type PublicNames<F extends Fields> = { [N in keyof F]: F[N]['public'] extends true ? N : never }[keyof F];
/** The fields a write's body and the form hold: every field but the derived ones. */
export type WrittenNames<F extends Fields> = { [N in keyof F]: F[N]['derived'] extends true ? never : N }[keyof F];

/** The fields a write sets (derived ones are the server's). */
export const writtenFields = (fields: Fields): [string, Field][] => Object.entries(fields).filter(([, field]) => !field.derived);

const mapFields = <F extends Fields, T>(fields: F, to: (field: Field, name: string) => T) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, to(field, name)])) as { [N in keyof F]: T };

/** Every field by its rule: the shape of a section or of one item of a list. */
export const fieldsShape = <F extends Fields>(fields: F) => mapFields(fields, (field) => field.input) as { [N in keyof F]: F[N]['input'] };

/** A write's body: every field it sets by its rule, and the version the edit started from (`lowest` and up). */
export function inputShape<F extends Fields>(fields: F, lowestVersion: number) {
  const written = Object.fromEntries(writtenFields(fields).map(([name, field]) => [name, field.input]));
  return { ...(written as { [N in WrittenNames<F>]: F[N]['input'] }), version: statedVersionSchema(lowestVersion) };
}

/** A field's stored shape: lenient for what the owner writes; a derived field's own rule (only the server writes it). */
function storedField(field: Field): ZodType {
  if (field.derived) return field.input;
  return isNullable(field) ? storedSchema(field.kind).nullable() : storedSchema(field.kind);
}

/** The record's fields as stored (the admin's shape, without its bookkeeping). */
export const storedShape = <F extends Fields>(fields: F): Stored<F> => mapFields(fields, storedField) as Stored<F>;

/** The stored fields the public sees. */
export function publicShape<F extends Fields>(fields: F): Pick<Stored<F>, PublicNames<F>> {
  const stored = storedShape(fields) as Record<string, ZodType>;
  return Object.fromEntries(Object.entries(fields).flatMap(([name, field]) => (field.public ? [[name, stored[name]]] : []))) as Pick<Stored<F>, PublicNames<F>>;
}
