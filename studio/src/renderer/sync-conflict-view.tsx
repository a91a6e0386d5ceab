// A record whose queued changes wait for the owner, with every queued change of it together:
// - the server changed it too: the admin's conflict view, three-way (only fields changed on both
//   sides are asked about; decision 010);
// - the server deleted it: recreate it with my copy, or drop my change;
// - it is no longer on the server after a restore (its number names another record, or none):
//   create it again with my changes, or discard them; nothing is written onto another record;
// - I deleted it and the server changed it: delete it anyway, or keep their copy;
// - the server refused the change (a slug taken, a value out of range): the refused values,
//   editable in place and sent again, or dropped (saying exactly what is dropped).
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { AdminDialog } from '../../../shared/admin/admin-dialog.tsx';
import { OptionsSelect } from '../../../shared/admin/editor/form-controls.tsx';
import { ConflictDialog } from '../../../shared/admin/editor/conflict-dialog.tsx';
import { compareRecords } from '../../../shared/admin/editor/form-comparison.ts';
import { VALUE_TYPES, type Field as TableField, type ValueType } from '../../../shared/contract/resource-fields.ts';
import { RESOURCES } from '../../../shared/contract/resources.ts';
import { RESOURCE_ADDRESSES, type ResourceName } from '../../../shared/contract/resource-addresses.ts';
import { sameJson } from '../../../shared/domain/three-way-merge.ts';
import type { ConflictInfo, ConflictResolution, RecordValues } from '../bridge/bridge.ts';

const META_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'pageSlug']);

/** The field as the resource table describes it (the labels the editors show). */
const fieldOf = (resource: ResourceName, name: string): TableField | undefined => (RESOURCES[resource].fields as Readonly<Record<string, TableField>>)[name];
const labelOf = (resource: ResourceName) => (name: string) => fieldOf(resource, name)?.label ?? name;

const fieldsOf = (values: RecordValues) => Object.keys(values).filter((name) => !META_FIELDS.has(name));

export interface SyncConflictViewProps {
  conflict: ConflictInfo;
  busy: boolean;
  onResolve(resolution: ConflictResolution): void;
  onClose(): void;
}

export function SyncConflictView(props: SyncConflictViewProps) {
  const { conflict } = props;
  if (conflict.kind === 'rejected') return <RefusedChange {...props} />;
  if (conflict.mine && conflict.theirs) return <BothChanged {...props} mine={conflict.mine} theirs={conflict.theirs} />;
  return <DeletedOnOneSide {...props} />;
}

function BothChanged({ conflict, busy, onResolve, onClose, mine, theirs }: SyncConflictViewProps & { mine: RecordValues; theirs: RecordValues }) {
  const names = fieldsOf(mine);
  const { revision } = conflict;
  // Compared entry by entry, a page's sections field by field (decision 220); the owner's choices
  // come back as record values.
  const comparison = compareRecords(
    RESOURCES[conflict.resource].fields,
    names.map((name) => ({ name, label: labelOf(conflict.resource)(name) })),
    { base: conflict.base, mine, theirs },
  );
  return (
    <ConflictDialog
      open
      recordLabel={conflict.label}
      title={conflict.restored ? `The server was restored from a backup after you changed the ${conflict.label}` : undefined}
      fields={comparison.fields}
      mine={comparison.mine}
      theirs={comparison.theirs}
      base={comparison.base}
      busy={busy}
      onKeepMine={() => onResolve({ choice: 'mine', revision })}
      onTakeTheirs={() => onResolve({ choice: 'theirs', revision })}
      onMerge={(chosen) => onResolve({ choice: 'merge', values: { ...mine, ...comparison.chosen(chosen) }, revision })}
      onClose={onClose}
    />
  );
}

/** What happened to the record, and what choosing does, in the owner's words. */
function deletedOnOneSide(conflict: ConflictInfo): { title: string; text: string; keep: string; drop: string } {
  const deletedThere = conflict.mine !== null;
  if (conflict.noLongerOnServer) {
    return {
      title: `${conflict.error}.`,
      text: `Create it again with your changes (a new ${RESOURCE_ADDRESSES[conflict.resource].label} of its own), or discard them. Nothing is written onto any other record, and nothing is dropped until you choose.`,
      keep: 'Create it again with my changes',
      drop: 'Discard my changes',
    };
  }
  const choices = deletedThere ? { keep: 'Recreate it with my copy', drop: 'Drop my change' } : { keep: 'Delete it anyway', drop: 'Keep their copy' };
  if (conflict.restored && !deletedThere) {
    return {
      title: `The server was restored from a backup that still has the ${conflict.label} you deleted.`,
      text: 'Delete it anyway, or keep the restored copy. Nothing is dropped until you choose.',
      ...choices,
    };
  }
  return deletedThere
    ? { title: `The ${conflict.label} was deleted on the server while you edited it.`, text: 'Recreate it with your copy (as a new record), or drop your change. Nothing is dropped until you choose.', ...choices }
    : { title: `You deleted the ${conflict.label}, but someone changed it on the server meanwhile.`, text: 'Delete it anyway, or keep their copy. Nothing is dropped until you choose.', ...choices };
}

function DeletedOnOneSide({ conflict, busy, onResolve }: SyncConflictViewProps) {
  const { revision } = conflict;
  const { title, text, keep, drop } = deletedOnOneSide(conflict);
  return (
    <Alert.Root status="warning" data-testid="sync-decision" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Text fontSize="sm">{text}</Text>
        <HStack wrap="wrap">
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => onResolve({ choice: 'mine', revision })}>
            {keep}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onResolve({ choice: 'theirs', revision })}>
            {drop}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

type EditKind = 'boolean' | 'number' | 'list' | 'json' | 'long' | 'text' | 'choice';

// An image list is typed back as its JSON (each picture's url and alt).
const EDIT_KINDS: Record<ValueType, EditKind> = { text: 'text', integer: 'number', decimal: 'number', money: 'number', boolean: 'boolean', textList: 'list', imageList: 'json', json: 'json', items: 'json' };

/** How a refused field is typed back in: by its kind in the resource table, else by its value. */
function kindOf(resource: ResourceName, name: string, value: unknown): EditKind {
  const field = fieldOf(resource, name);
  if (field) return field.kind === 'longText' ? 'long' : field.kind === 'choice' ? 'choice' : EDIT_KINDS[VALUE_TYPES[field.kind]];
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'list';
  if (value && typeof value === 'object') return 'json';
  if (typeof value === 'string' && (value.length > 80 || value.includes('\n'))) return 'long';
  return 'text';
}

function asText(value: unknown, kind: EditKind): string {
  if (kind === 'list') return (value as unknown[]).join('\n');
  if (kind === 'json') return JSON.stringify(value, null, 2);
  return value === null || value === undefined ? '' : String(value);
}

/** The text typed back into a value of the field's kind (the contract checks it once sent). */
function fromText(text: string, kind: EditKind, original: unknown): unknown {
  if (kind === 'list') return text.split('\n').map((line) => line.trim()).filter(Boolean);
  if (kind === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (kind === 'number') return text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text;
  if (text === '' && original === null) return null;
  return text;
}

/**
 * The fields of a refused change: those it changes (all of a new record's) and those the server
 * named, named first; the rest of the record is not part of the change and is left out.
 */
function changedFields(conflict: ConflictInfo, mine: RecordValues): string[] {
  const { base, fieldErrors } = conflict;
  const changed = fieldsOf(mine).filter((name) => conflict.op === 'create' || !base || name in fieldErrors || !sameJson(mine[name] ?? null, base[name] ?? null));
  return changed.sort((a, b) => Number(b in fieldErrors) - Number(a in fieldErrors));
}

function RefusedChange({ conflict, busy, onResolve, onClose }: SyncConflictViewProps) {
  const mine = conflict.mine;
  const names = mine ? changedFields(conflict, mine) : [];
  const kinds = Object.fromEntries(names.map((name) => [name, kindOf(conflict.resource, name, mine?.[name])]));
  const label = labelOf(conflict.resource);
  const [edited, setEdited] = useState<Record<string, unknown>>(() => Object.fromEntries(names.map((name) => [name, kinds[name] === 'boolean' ? mine?.[name] : asText(mine?.[name], kinds[name])])));
  const { revision } = conflict;
  const corrected = (): RecordValues => ({
    ...mine,
    ...Object.fromEntries(names.map((name) => [name, kinds[name] === 'boolean' ? edited[name] : fromText(String(edited[name]), kinds[name], mine?.[name])])),
  });
  // What the server said about fields the form below does not show (an image, say).
  const otherErrors = Object.entries(conflict.fieldErrors).filter(([name]) => !names.includes(name) && conflict.fieldErrors[name] !== conflict.error);
  const what = conflict.op === 'create' ? `the new ${conflict.label}` : conflict.op === 'delete' ? `your deletion of the ${conflict.label}` : `your changes to the ${conflict.label}`;

  return (
    <AdminDialog
      open
      size="lg"
      scrollInside
      testId="refused-change"
      busy={busy}
      onClose={onClose}
      title={`The server refused ${what}`}
      description={[conflict.error, ...otherErrors.map(([name, message]) => `${label(name)}: ${message}`)].join(' · ')}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onResolve({ choice: 'theirs', revision })}>
            Discard this change
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={() => onResolve(mine ? { choice: 'merge', values: corrected(), revision } : { choice: 'mine', revision })}>
            {mine ? 'Send the corrected change' : 'Try again'}
          </Button>
        </>
      }
    >
      {mine ? (
        <Stack gap="3">
          <Text fontSize="sm">Correct it here and send it again; the fields the server named come first.</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {names.map((name) => (
              <Field.Root key={name} invalid={name in conflict.fieldErrors} gridColumn={kinds[name] === 'long' || kinds[name] === 'json' || kinds[name] === 'list' ? { md: 'span 2' } : undefined} data-field={name}>
                {kinds[name] === 'boolean' ? (
                  <Checkbox.Root checked={Boolean(edited[name])} onCheckedChange={(details) => setEdited((current) => ({ ...current, [name]: details.checked === true }))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label(name)}</Checkbox.Label>
                  </Checkbox.Root>
                ) : (
                  <>
                    <Field.Label>{label(name)}</Field.Label>
                    {kinds[name] === 'choice' ? (
                      <OptionsSelect size="sm" value={String(edited[name])} options={fieldOf(conflict.resource, name)?.options ?? []} onChange={(value) => setEdited((current) => ({ ...current, [name]: value }))} />
                    ) : kinds[name] === 'text' || kinds[name] === 'number' ? (
                      <Input size="sm" bg="white" value={String(edited[name])} onChange={(event) => setEdited((current) => ({ ...current, [name]: event.target.value }))} />
                    ) : (
                      <Textarea size="sm" bg="white" rows={kinds[name] === 'json' ? 6 : 3} value={String(edited[name])} onChange={(event) => setEdited((current) => ({ ...current, [name]: event.target.value }))} />
                    )}
                  </>
                )}
                {name in conflict.fieldErrors && <Field.ErrorText>{conflict.fieldErrors[name]}</Field.ErrorText>}
              </Field.Root>
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Text>Try it again, or keep the record.</Text>
      )}
      <Box mt="4" p="3" rounded="md" bg="bg.muted" fontSize="sm" data-testid="discard-scope">
        Discard drops {what}
        {mine ? ` (${names.map(label).join(', ')})` : ''}, and nothing else.
      </Box>
    </AdminDialog>
  );
}
