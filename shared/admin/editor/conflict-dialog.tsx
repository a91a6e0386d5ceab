// The conflict view: someone else saved this record since it was loaded. Shows the server's copy
// beside the local one, field by field, differing fields highlighted, and lets the user keep
// theirs, keep mine, or choose per field. Written for any ApiClient (the studio reuses it).
// Given the copy the edit started from (`base`, the studio), it merges three ways (decision 010):
// a field changed on one side only is taken without asking, and only fields changed on both
// sides are the user's call.
import { useEffect, useState } from 'react';
import { Box, Button, Flex, HStack, RadioGroup, Text } from '@chakra-ui/react';
import { AdminDialog } from '../admin-dialog.tsx';
import { mergeThreeWays } from '../../domain/three-way-merge.ts';
import { DifferingField, SameFields, ValuePreview, type ComparedField } from './field-comparison.tsx';
import { sameValue, type FormValue, type FormValues } from './form-values.ts';

/** A field the conflict view compares: its name and its editor label. */
export type ConflictField = ComparedField;

export interface ConflictDialogProps {
  open: boolean;
  /** What is in conflict, e.g. "product" or "page". */
  recordLabel: string;
  /** Why the copies differ, when it is not someone else's save (the studio: a server restored from a backup). */
  title?: string;
  fields: readonly ConflictField[];
  mine: FormValues;
  theirs: FormValues;
  /** The copy both started from: given, the merge is three-way. */
  base?: FormValues;
  busy?: boolean;
  /** Mine, with (three-way) the fields only they changed taken from theirs. */
  onKeepMine(values: FormValues): void;
  onTakeTheirs(): void;
  /** The per-field choice: loaded into the form for a last look before saving. */
  onMerge(merged: FormValues): void;
  onClose(): void;
}

type Side = 'mine' | 'theirs';

const equalFormValues = (a: unknown, b: unknown) => sameValue(a as FormValue | undefined, b as FormValue | undefined);

export function ConflictDialog({ open, recordLabel, title, fields, mine, theirs, base, busy = false, onKeepMine, onTakeTheirs, onMerge, onClose }: ConflictDialogProps) {
  const merge = mergeThreeWays(
    fields.map((field) => field.name),
    base ?? null,
    mine,
    theirs,
    equalFormValues,
  );
  const differing = fields.filter((field) => merge.bothChanged.includes(field.name));
  const mergedWithoutAsking = fields.filter((field) => merge.takenFromTheirs.includes(field.name) || merge.keptFromMine.includes(field.name));
  const keptFromMine = fields.filter((field) => merge.keptFromMine.includes(field.name));
  const same = fields.filter((field) => sameValue(mine[field.name], theirs[field.name]));
  const [choices, setChoices] = useState<Record<string, Side>>({});

  useEffect(() => {
    if (open) setChoices({});
  }, [open]);

  const merged = (): FormValues => {
    const result: FormValues = { ...merge.merged };
    for (const field of differing) if (choices[field.name] === 'theirs') result[field.name] = theirs[field.name];
    return result;
  };

  return (
    <AdminDialog
      open={open}
      size="xl"
      scrollInside
      testId="conflict-view"
      busy={busy}
      onClose={onClose}
      title={title ?? `This ${recordLabel} was changed by someone else`}
      description={
        base
          ? `Your changes were not saved. ${differing.length === 0 ? 'No field was changed on both sides: Keep mine saves yours together with theirs.' : `${differing.length === 1 ? '1 field was changed on both sides' : `${differing.length} fields were changed on both sides`}: choose which to keep.`}`
          : `Your changes were not saved. Compare the server's copy with yours: ${differing.length === 1 ? '1 field differs' : `${differing.length} fields differ`}.`
      }
      footer={
        <>
          {keptFromMine.length > 0 && (
            <Text fontSize="sm" color="fg.muted" flexBasis="100%" data-testid="take-theirs-drops">
              Take theirs drops every change of yours, {keptFromMine.map((field) => field.label).join(', ')} included.
            </Text>
          )}
          <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
            Take theirs
          </Button>
          <Button variant="outline" colorPalette="ink" onClick={() => onMerge(merged())} disabled={busy}>
            Use my field choices
          </Button>
          <Button colorPalette="brand" onClick={() => onKeepMine(merge.merged)} loading={busy}>
            Keep mine
          </Button>
        </>
      }
    >
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Fields that differ">
        {differing.map((field) => (
          <DifferingField
            key={field.name}
            field={field}
            left={{ heading: "Server's copy", value: theirs[field.name], testId: 'theirs' }}
            right={{ heading: 'Your copy', value: mine[field.name], testId: 'mine' }}
            choice={
              <RadioGroup.Root
               
                size="sm"
                colorPalette="brand"
                value={choices[field.name] ?? 'mine'}
                aria-label={`Keep which ${field.label}`}
                onValueChange={(details) => setChoices((current) => ({ ...current, [field.name]: details.value as Side }))}
              >
                <HStack gap="4">
                  <RadioGroup.Item value="theirs">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Theirs</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="mine">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Mine</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </HStack>
              </RadioGroup.Root>
            }
          />
        ))}
      </Box>
      {mergedWithoutAsking.length > 0 && (
        <Box as="section" mt="2" mb="3" borderWidth="1px" borderColor="green.200" bg="green.50" rounded="md" px="3" py="2" aria-label="Merged without asking">
          <Text fontWeight="medium">
            {mergedWithoutAsking.length === 1 ? '1 field was changed on one side only and is merged without asking' : `${mergedWithoutAsking.length} fields were changed on one side only and are merged without asking`}
          </Text>
          <Box as="ul" listStyleType="none" m="0" p="0" mt="1">
            {mergedWithoutAsking.map((field) => {
              const side = merge.takenFromTheirs.includes(field.name) ? 'theirs' : 'mine';
              return (
                <Flex as="li" key={field.name} data-field={field.name} data-merged={side} gap="2" align="baseline" wrap="wrap" py="1" borderTopWidth="1px" borderColor="green.100">
                  <Text fontSize="sm" fontWeight="semibold">
                    {field.label}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {side === 'theirs' ? 'their change is taken' : 'your change is kept, unless you take theirs'}
                  </Text>
                  <Box flexBasis="100%">
                    <ValuePreview value={side === 'theirs' ? theirs[field.name] : mine[field.name]} />
                  </Box>
                </Flex>
              );
            })}
          </Box>
        </Box>
      )}
      <SameFields fields={same} values={mine} summary={same.length === 1 ? '1 field is the same in both copies' : `${same.length} fields are the same in both copies`} />
    </AdminDialog>
  );
}
