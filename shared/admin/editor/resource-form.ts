// A resource's form, derived from its fields in the resource table (shared/contract/resources.ts):
// the empty form, a record in the form, the form back into a write's body (checked with the
// contract's own schema), and the fields and labels the conflict view compares.
import { initialValue, writtenFields, type Field, type FieldKind, type Fields, type WrittenNames } from '../../contract/resource-fields.ts';
import type { InputOf, RecordOf, Resources } from '../../contract/resources.ts';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import type { ConflictField } from './conflict-dialog.tsx';
import { describeJsonError, locateJsonError } from '../../domain/json-error.ts';
import { readTypedNumber } from '../../domain/typed-number.ts';
import { fromDateTimeLocal, numberInput, toDateTimeLocal, validateWith, type FormImage, type FormValue, type FormValues, type ToInputResult } from './form-values.ts';

type FormValueOf<Kind extends FieldKind> = Kind extends 'boolean' ? boolean : Kind extends 'textList' ? string[] : Kind extends 'imageList' ? FormImage[] : string;

/** What the form holds for each field it shows: text for what is typed, a flag for a switch, a list for a text list. */
export type FormOf<F extends Fields> = { -readonly [N in WrittenNames<F>]: FormValueOf<F[N]['kind']> };

/** How a record maps to the form and back. */
export interface EditorForm<Rec, Input, Form extends FormValues> {
  empty(): Form;
  fromRecord(record: Rec): Form;
  toInput(form: Form): ToInputResult<Input>;
  /** The fields, in form order, with their labels: what the conflict view compares. */
  fields: readonly ConflictField[];
  /** The resource's fields as the resource table describes them. */
  described: Fields;
}

/** docs/product/api.md#payload-rules, the page editor: content that does not parse as JSON is refused and nothing is sent. */
export const INVALID_JSON = 'Invalid JSON: Content must be valid JSON';

/** The spec's message, then where the text goes wrong: "Invalid JSON at line 3, column 5: …". */
export function invalidJsonMessage(text: string): string {
  const found = locateJsonError(text);
  return found ? `${INVALID_JSON}\n${describeJsonError(found)}` : INVALID_JSON;
}

export function toFormValue(field: Field, value: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'textList':
      return Array.isArray(value) ? value.map(String) : [];
    case 'imageList':
      return Array.isArray(value) ? (value as { url: unknown; alt: unknown }[]).map((image) => ({ url: String(image.url), alt: typeof image.alt === 'string' ? image.alt : '' })) : [];
    case 'json':
    case 'sections':
      return JSON.stringify(value ?? {}, null, 2);
    case 'dateTime':
      return toDateTimeLocal(typeof value === 'string' ? value : null);
    default:
      return value === null || value === undefined ? (field.blankAs ?? '') : String(value);
  }
}

/** A value the form itself cannot read (JSON that does not parse, a number with a letter in it): its message goes under the field, and nothing is sent. */
class Unreadable extends Error {}

/** A form value as the write's body holds it (numbers parsed, dates as ISO); the contract then checks it. */
function toInputValue(field: Field, value: FormValue): unknown {
  if (typeof value !== 'string') return value;
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'money': {
      const read = readTypedNumber(value);
      if (read && !read.ok) throw new Unreadable(read.problem);
      return numberInput(value);
    }
    case 'dateTime':
      return fromDateTimeLocal(value);
    case 'json':
    case 'sections':
      if (!value.trim()) return undefined;
      try {
        return JSON.parse(value);
      } catch {
        throw new Unreadable(invalidJsonMessage(value));
      }
    default:
      return value;
  }
}

function formFor(fields: Fields, input: { safeParse(value: unknown): unknown }): EditorForm<unknown, unknown, FormValues> {
  // A derived field (a product's palette) is the server's: the form neither shows nor sends it.
  const entries = writtenFields(fields);
  const fromValues = (values: Record<string, unknown>): FormValues => Object.fromEntries(entries.map(([name, field]) => [name, toFormValue(field, values[name])]));
  return {
    empty: () => Object.fromEntries(entries.map(([name, field]) => [name, toFormValue(field, initialValue(field))])),
    fromRecord: (record) => fromValues(record as Record<string, unknown>),
    toInput(form) {
      const values: Record<string, unknown> = {};
      const invalid: Record<string, string> = {};
      for (const [name, field] of entries) {
        try {
          values[name] = toInputValue(field, form[name]);
        } catch (error) {
          if (!(error instanceof Unreadable)) throw error;
          invalid[name] = error.message;
        }
      }
      if (Object.keys(invalid).length > 0) return { ok: false, errors: invalid };
      return validateWith(input as never, values);
    },
    fields: entries.map(([name, field]) => ({ name, label: field.label })),
    described: fields,
  };
}

const forms = new Map<ResourceName, EditorForm<unknown, unknown, FormValues>>();

/** The form of a resource (made once per resource, so it is stable across renders). */
export function resourceForm<N extends ResourceName>(resource: Resources[N]): EditorForm<RecordOf<N>, InputOf<N>, FormOf<Resources[N]['fields']>> {
  const name = resource.name as N;
  if (!forms.has(name)) forms.set(name, formFor(resource.fields, resource.input));
  return forms.get(name) as unknown as EditorForm<RecordOf<N>, InputOf<N>, FormOf<Resources[N]['fields']>>;
}

