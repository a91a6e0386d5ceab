// One field of a section (or of one item of a section's list) as a form control, chosen by what
// the field holds in its description (shared/contract/sections/section-kinds.ts): its label,
// required mark, help, placeholder and options come from there; its input is named by its path
// (`content.sections.2.title`), which is also where its error is.
import type { FieldErrors } from '../../../contract/errors.ts';
import { isRequired, type Field } from '../../../contract/resource-fields.ts';
import { numberInput } from '../form-values.ts';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../form-controls.tsx';
import { StringListField } from '../string-list-field.tsx';
import { ItemsField } from './items-field.tsx';
import { PictureControl } from './picture-control.tsx';

/** A change: the new value, or how to make it from the latest one (an upload that lands later). */
export type Change = { value: unknown } | { update(current: unknown): unknown };

export const applyChange = (current: unknown, change: Change): unknown => ('value' in change ? change.value : change.update(current));

export interface SectionFieldProps {
  field: Field;
  /** The input's name and its error's path. */
  path: string;
  value: unknown;
  errors: FieldErrors;
  onChange(change: Change): void;
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The first message about this field or a part of it the control does not show apart. */
const errorAt = (errors: FieldErrors, path: string) => errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

export function SectionField({ field, path, value, errors, onChange }: SectionFieldProps) {
  const frame = { name: path, label: field.label, required: isRequired(field), helper: field.help, placeholder: field.placeholder, error: errors[path] };
  const set = (next: unknown) => onChange({ value: next });
  switch (field.kind) {
    case 'longText':
    case 'markdown':
      return <TextAreaField {...frame} value={textOf(value)} onChange={set} rows={field.inline ? 2 : 3} grow />;
    case 'choice': {
      const blank = !isRequired(field) && field.input.safeParse(undefined).data === null;
      return (
        <SelectField
          {...frame}
          value={textOf(value)}
          options={field.options ?? []}
          placeholder={blank ? (field.placeholder ?? 'None') : undefined}
          onChange={(chosen) => set(chosen === '' ? null : chosen)}
        />
      );
    }
    case 'integer':
    case 'decimal':
      return <NumberField {...frame} value={textOf(value)} min={field.min} max={field.max} step={field.step} onChange={(typed) => set(numberInput(typed) ?? null)} />;
    case 'boolean':
      return <SwitchField name={path} label={field.label} checked={value === true} error={frame.error} onChange={set} />;
    case 'textList':
      return (
        <StringListField
          name={`${path}.draft`}
          label={field.label}
          itemLabel={field.itemLabel ?? field.label}
          items={Array.isArray(value) ? value.map(String) : []}
          error={errorAt(errors, path)}
          onChange={set}
        />
      );
    case 'image':
      return <PictureControl field={field} path={path} value={value} errors={errors} onChange={onChange} />;
    case 'items':
      return <ItemsField field={field} path={path} value={value} errors={errors} onChange={onChange} />;
    default:
      return <TextField {...frame} value={textOf(value)} onChange={set} />;
  }
}
