// A record type's form, drawn from its definition (shared/contract/resource-definition.ts): its
// rows in order, each field by the control its kind takes (its label, help, limits and options are
// the field's own), side by side where a row names several, and the admin's own parts (widgets)
// where the definition places them.
import { SimpleGrid } from '@chakra-ui/react';
import type { FormItem, FormRow } from '../../../contract/resource-definition.ts';
import type { Field, Fields } from '../../../contract/resource-fields.ts';
import { anyBindings, type AnyFieldBindings } from '../field-bindings.ts';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../form-controls.tsx';
import { GalleryField } from '../gallery-field.tsx';
import { ImageField } from '../image-field.tsx';
import { StringListField } from '../string-list-field.tsx';
import type { ResourceEditor } from '../use-resource-editor.ts';
import { RECORD_WIDGETS } from './record-widgets.tsx';

const itemOf = (entry: string | FormItem): FormItem => (typeof entry === 'string' ? { field: entry } : entry);
const itemsOf = (row: FormRow): FormItem[] => (Array.isArray(row) ? row.map(itemOf) : [itemOf(row as string | FormItem)]);

/** Whether a typed number is above `above` (an empty or unreadable one is not). */
const numberAbove = (typed: unknown, above: number) => {
  const text = String(typed ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) && Number(text) > above;
};

/** The control of one field, by what it holds. */
function FieldControl({ field, name, item, bind, required }: { field: Field; name: string; item: FormItem; bind: AnyFieldBindings; required?: true }) {
  switch (field.kind) {
    case 'longText':
    case 'markdown':
    case 'json':
      return <TextAreaField {...bind.longText(name)} rows={item.rows} monospace={item.monospace === true} {...(required && { required })} />;
    case 'integer':
    case 'decimal':
    case 'money':
      return <NumberField {...bind.number(name)} />;
    case 'choice':
      return <SelectField {...bind.choice(name)} />;
    case 'boolean':
      return <SwitchField {...bind.toggle(name)} />;
    case 'textList':
      return <StringListField {...bind.list(name)} />;
    case 'imageList':
      return <GalleryField {...bind.images(name)} />;
    case 'url':
      return field.alt ? <ImageField url={bind.text(name)} alt={bind.text(field.alt)} legend={item.legend} /> : <TextField {...bind.text(name)} />;
    default:
      return <TextField {...bind.text(name)} {...(required && { required })} />;
  }
}

function FormPlace({ item, editor, fields }: { item: FormItem; editor: ResourceEditor; fields: Fields }) {
  const bind = anyBindings(editor);
  if (item.shownWhen && !numberAbove((editor.form as Record<string, unknown>)[item.shownWhen.field], item.shownWhen.above)) return null;
  if (item.widget) {
    const { Form } = RECORD_WIDGETS[item.widget];
    return Form ? <Form editor={editor} field={item.field} /> : null;
  }
  const name = item.field!;
  return <FieldControl field={fields[name]} name={name} item={item} bind={bind} required={item.shownWhen ? true : undefined} />;
}

export function RecordForm({ editor, rows }: { editor: ResourceEditor; rows: readonly FormRow[] }) {
  const fields: Fields = editor.resource.fields;
  return rows.map((row, index) => {
    const items = itemsOf(row);
    if (items.length === 1) return <FormPlace key={index} item={items[0]} editor={editor} fields={fields} />;
    // Switches sit at the foot of their row, level with the inputs beside them.
    const withSwitch = items.some((item) => item.field !== undefined && fields[item.field].kind === 'boolean');
    return (
      <SimpleGrid key={index} columns={{ base: 1, md: items.length }} gap="4" alignItems={withSwitch ? 'end' : undefined}>
        {items.map((item, place) => (
          <FormPlace key={place} item={item} editor={editor} fields={fields} />
        ))}
      </SimpleGrid>
    );
  });
}
