// The screen of a record type, drawn from its definition (shared/contract/resource-definition.ts):
// its heading, its list (in the definition's order, in groups where it has them, each record's
// line from its `item` hints) and its form (its `form` rows). A new record type with an admin
// screen is its definition; the editor itself is use-resource-editor's, as for every record.
import { useEffect, useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import type { RecordScreenHints } from '../../contract/resource-definition.ts';
import type { Fields } from '../../contract/resource-fields.ts';
import { RESOURCES } from '../../contract/resources.ts';
import { keyOfRecord } from '../../contract/keyed-records.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout, type ListGroup } from '../editor/editor-layout.tsx';
import { RecordForm } from '../editor/record/record-form.tsx';
import { RecordListItem } from '../editor/record/record-list-item.tsx';
import type { RecordKeyOf } from '../editor/record-source.ts';
import { useResourceEditor } from '../editor/use-resource-editor.ts';

type Values = Record<string, unknown>;

/** The position of a value in the definition's order: a choice by its option's place, text as the owner reads it. */
function compareBy(fields: Fields, order: readonly string[]) {
  return (a: Values, b: Values): number => {
    for (const name of order) {
      const field = fields[name];
      const rank = (value: unknown) => field.options?.findIndex((option) => option.value === value) ?? -1;
      const left = a[name];
      const right = b[name];
      const difference =
        field.kind === 'choice' && field.options
          ? rank(left) - rank(right)
          : typeof left === 'number' && typeof right === 'number'
            ? left - right
            : String(left ?? '').localeCompare(String(right ?? ''), undefined, { sensitivity: 'base' });
      if (difference !== 0) return difference;
    }
    return Number(a.id) - Number(b.id);
  };
}

/** The record saved most recently (the latest updatedAt, then the highest id). */
function latestSaved(records: Values[]): Values | undefined {
  return records.reduce<Values | undefined>((last, record) => {
    if (!last) return record;
    const [at, lastAt] = [String(record.updatedAt), String(last.updatedAt)];
    return at > lastAt || (at === lastAt && Number(record.id) > Number(last.id)) ? record : last;
  }, undefined);
}

function RecordScreen<N extends ResourceName>({ name, hints }: { name: N; hints: RecordScreenHints }) {
  const resource = RESOURCES[name];
  const fields: Fields = resource.fields;
  // The dashboard's "Create New Blog Post" opens a screen in create mode (?new=1).
  const [searchParams, setSearchParams] = useSearchParams();
  const editor = useResourceEditor(name, {
    noSelection: hints.noSelection,
    startInCreateMode: searchParams.get('new') === '1',
    createDefaults: hints.copyFromLatest
      ? (records) => {
          const latest = latestSaved(records as Values[]);
          return Object.fromEntries(hints.copyFromLatest!.map((field) => [field, latest?.[field]]).filter(([, value]) => typeof value === 'string')) as never;
        }
      : undefined,
  });
  useEffect(() => {
    if (searchParams.has('new')) setSearchParams(new URLSearchParams(), { replace: true });
  }, [searchParams, setSearchParams]);

  const order = 'order' in resource ? (resource.order as readonly string[]) : undefined;
  const listed = editor.list.data as Values[] | undefined;
  const records = useMemo(() => (listed && order ? [...listed].sort(compareBy(fields, order)) : listed), [listed, order, fields]);
  const groups = hints.groups
    ? (all: Values[]): ListGroup<Values>[] =>
        Object.entries(hints.groups!.headings)
          .map(([value, label]) => ({ label, items: all.filter((record) => record[hints.groups!.field] === value) }))
          .filter((group) => group.items.length > 0)
    : undefined;

  return (
    <>
      <AdminPageMeta title={hints.title} />
      <ScreenHeading title={hints.title} description={hints.description} />
      <EditorLayout
        editor={editor}
        noun={hints.formNoun}
        listTitle={hints.listTitle}
        createLabel={hints.createLabel}
        emptyText={hints.emptyText}
        idleText={hints.idleText}
        records={editor.list.isPending ? undefined : records}
        groups={groups}
        keyOf={(record: Values) => keyOfRecord(resource, record) as RecordKeyOf<N>}
        renderItem={(record: Values) => <RecordListItem record={record} fields={fields} hints={hints.item} />}
        deleteTitle={hints.deleteTitle}
      >
        <RecordForm editor={editor as never} rows={hints.form} />
      </EditorLayout>
    </>
  );
}

const screens = new Map<ResourceName, ComponentType>();

/** The screen of a record type whose definition describes one (made once per type, so the router keeps it). */
export function recordScreenOf(name: ResourceName): ComponentType {
  const hints = 'admin' in RESOURCES[name] ? (RESOURCES[name] as { admin?: RecordScreenHints }).admin : undefined;
  if (!hints) throw new Error(`The record type ${name} has a screen of its own, not the record screen`);
  if (!screens.has(name)) screens.set(name, () => <RecordScreen name={name} hints={hints} />);
  return screens.get(name)!;
}
