// A queued change the server refused, shown for the owner's decision. A 409 uses the admin's
// own conflict view (server copy beside mine, field by field); a deleted record or a change
// the server rejected outright gets a short explanation with the two choices.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ConflictDialog, type ConflictField } from '../../../shared/admin/editor/conflict-dialog.tsx';
import type { FormValue, FormValues } from '../../../shared/admin/editor/form-values.ts';
import type { ConflictInfo, ConflictResolution, RecordValues } from '../shared/bridge.ts';

const META_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'pendingSync', 'pageSlug']);

const RESOURCE_LABELS: Record<ConflictInfo['resource'], string> = {
  pages: 'page',
  blog: 'blog post',
  serviceAreas: 'service area',
  products: 'product',
  coreServices: 'core service',
  settings: 'site settings',
};

const ACRONYMS: Record<string, string> = { seo: 'SEO', roi: 'ROI', url: 'URL' };

/** "seoTitle" -> "SEO title", "imageUrl" -> "Image URL". */
const labelOf = (name: string) => {
  const words = name.split(/(?=[A-Z])/).map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  return words.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(' ');
};

function toFormValue(value: unknown): FormValue {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

function toForm(values: RecordValues, fields: readonly ConflictField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, toFormValue(values[field.name])]));
}

export interface SyncConflictViewProps {
  conflict: ConflictInfo;
  busy: boolean;
  onResolve(resolution: ConflictResolution): void;
  onClose(): void;
}

export function SyncConflictView({ conflict, busy, onResolve, onClose }: SyncConflictViewProps) {
  const label = RESOURCE_LABELS[conflict.resource];
  const { mine, theirs } = conflict;

  if (conflict.kind === 'conflict' && mine && theirs) {
    const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter((name) => !META_FIELDS.has(name) && name in mine);
    const fields = names.map((name) => ({ name, label: labelOf(name) }));
    const mineForm = toForm(mine, fields);
    const theirsForm = toForm(theirs, fields);
    const fromMerged = (merged: FormValues): RecordValues => {
      const values: RecordValues = { ...mine };
      for (const field of fields) {
        const pickedTheirs = merged[field.name] === theirsForm[field.name] && mineForm[field.name] !== theirsForm[field.name];
        if (pickedTheirs) values[field.name] = theirs[field.name];
      }
      return values;
    };
    return (
      <ConflictDialog
        open
        recordLabel={label}
        fields={fields}
        mine={mineForm}
        theirs={theirsForm}
        busy={busy}
        onKeepMine={() => onResolve({ choice: 'mine' })}
        onTakeTheirs={() => onResolve({ choice: 'theirs' })}
        onMerge={(merged) => onResolve({ choice: 'merge', values: fromMerged(merged) })}
        onClose={onClose}
      />
    );
  }

  const explanation =
    conflict.kind === 'rejected'
      ? `The server refused this change to a ${label}: ${conflict.error}`
      : mine
        ? `This ${label} was deleted on the server while you edited it.`
        : `You deleted this ${label}, but someone changed it on the server meanwhile.`;
  const keepText = conflict.kind === 'rejected' ? 'Try again' : mine ? 'Recreate it with my copy' : 'Delete it anyway';
  const dropText = conflict.kind === 'rejected' ? 'Discard my change' : mine ? 'Accept the deletion' : 'Keep their copy';
  return (
    <Alert.Root status="warning" data-testid="sync-decision" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{explanation}</Alert.Title>
        <Text fontSize="sm">Nothing is dropped until you choose.</Text>
        <HStack>
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => onResolve({ choice: 'mine' })}>
            {keepText}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onResolve({ choice: 'theirs' })}>
            {dropText}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
