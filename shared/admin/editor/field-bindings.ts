// The props of a form control for one field of the resource table: its label, required mark,
// help, placeholder, options and limits come from the field (shared/contract/resources.ts); its
// value, error and change handler from the editor. Screens lay the controls out and spread these.
import type { FieldErrors } from '../../contract/errors.ts';
import { isRequired, type FieldKind, type Fields, type WrittenNames } from '../../contract/resource-fields.ts';
import type { FormImage, FormValue, FormValues } from './form-values.ts';
import type { ResourceEditor } from './use-resource-editor.ts';

const INPUT_TYPES: Partial<Record<FieldKind, 'email' | 'tel' | 'url' | 'datetime-local' | 'date'>> = { email: 'email', tel: 'tel', url: 'url', dateTime: 'datetime-local', date: 'date' };

export function fieldBindings<F extends Fields>(fields: F, form: FormValues, errors: FieldErrors, setField: (name: WrittenNames<F> & string, value: FormValue) => void) {
  type Name = WrittenNames<F> & string;
  const framed = (name: Name) => {
    const field = fields[name];
    return { name, label: field.label, required: isRequired(field), helper: field.help, placeholder: field.placeholder, error: errors[name] };
  };
  const typed = (name: Name) => ({ value: form[name] as string, onChange: (value: string) => setField(name, value) });

  return {
    /** A one-line input (typed for email, phone, URL and date-time fields). */
    text: (name: Name) => ({ ...framed(name), ...typed(name), type: INPUT_TYPES[fields[name].kind] }),
    /** A text area. */
    longText: (name: Name) => ({ ...framed(name), ...typed(name) }),
    number: (name: Name) => ({ ...framed(name), ...typed(name), min: fields[name].min, max: fields[name].max, step: fields[name].step }),
    choice: (name: Name) => ({ ...framed(name), ...typed(name), options: fields[name].options ?? [] }),
    toggle: (name: Name) => ({ name, label: fields[name].label, checked: form[name] as boolean, error: errors[name], onChange: (checked: boolean) => setField(name, checked) }),
    /** An ordered list of pictures with their descriptions. */
    images: (name: Name) => ({ ...framed(name), images: form[name] as FormImage[], onChange: (images: FormImage[]) => setField(name, images) }),
    list: (name: Name) => {
      const itemLabel = fields[name].itemLabel ?? fields[name].label;
      return { name: `${itemLabel.toLowerCase()}Draft`, label: fields[name].label, itemLabel, items: form[name] as string[], error: errors[name], onChange: (items: string[]) => setField(name, items) };
    },
  };
}

/** The bindings of an editor whatever its record type, by field name (the record screen's form, drawn from a definition). */
export type AnyFieldBindings = ReturnType<typeof fieldBindings<Fields>>;
export const anyBindings = (editor: ResourceEditor): AnyFieldBindings => editor.bind as unknown as AnyFieldBindings;
