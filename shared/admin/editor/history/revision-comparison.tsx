// One revision beside the record as it is now, field by field, in the conflict view's look: the
// fields that differ first, highlighted, then the ones that are the same.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { DifferingField, SameFields, type ComparedField } from '../field-comparison.tsx';
import { sameValue, type FormValues } from '../form-values.ts';

interface RevisionComparisonProps {
  fields: readonly ComparedField[];
  then: FormValues;
  now: FormValues;
  /** The form holds changes not saved yet, which a restore replaces. */
  unsaved: boolean;
  restoring: boolean;
  onRestore(): void;
}

export function RevisionComparison({ fields, then, now, unsaved, restoring, onRestore }: RevisionComparisonProps) {
  const differing = fields.filter((field) => !sameValue(then[field.name], now[field.name]));
  const same = fields.filter((field) => sameValue(then[field.name], now[field.name]));
  return (
    <Stack gap="3" data-testid="revision-comparison">
      <Text color="fg.muted">
        {differing.length === 0
          ? 'This version is the same as the current one.'
          : `${differing.length === 1 ? '1 field differs' : `${differing.length} fields differ`} from the current version.`}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Fields that differ">
        {differing.map((field) => (
          <DifferingField
            key={field.name}
            field={field}
            left={{ heading: 'This version', value: then[field.name], testId: 'then' }}
            right={{ heading: 'Current', value: now[field.name], testId: 'now' }}
          />
        ))}
      </Box>
      <SameFields fields={same} values={now} summary={same.length === 1 ? '1 field is the same' : `${same.length} fields are the same`} />
      {unsaved && differing.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Restoring replaces the changes you have not saved.
        </Text>
      )}
      <Box>
        <Button colorPalette="brand" onClick={onRestore} loading={restoring} loadingText="Restoring..." disabled={differing.length === 0}>
          <RotateCcw aria-hidden /> Restore this version
        </Button>
      </Box>
    </Stack>
  );
}
