// One revision beside the record as it is now, field by field, in the conflict view's look: the
// fields that differ first, highlighted, then the ones that are the same.
import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { ValueBox, ValuePreview, type ConflictField } from '../conflict-dialog.tsx';
import { sameValue, type FormValues } from '../form-values.ts';

interface RevisionComparisonProps {
  fields: readonly ConflictField[];
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
          <Box as="li" key={field.name} data-field={field.name} mb="3" p="3" rounded="md" borderWidth="1px" borderColor="saffron" bg="yellow.50">
            <Flex align="center" gap="2" mb="2">
              <Text fontWeight="semibold">{field.label}</Text>
              <Badge bg="saffron" color="walnut">
                Differs
              </Badge>
            </Flex>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              <ValueBox heading="This version" value={then[field.name]} testId="then" />
              <ValueBox heading="Current" value={now[field.name]} testId="now" />
            </SimpleGrid>
          </Box>
        ))}
      </Box>
      {same.length > 0 && (
        <Box as="details" borderWidth="1px" rounded="md" px="3" py="2">
          <Box as="summary" cursor="pointer" fontWeight="medium" color="fg.muted">
            {same.length === 1 ? '1 field is the same' : `${same.length} fields are the same`}
          </Box>
          <Box as="ul" listStyleType="none" m="0" p="0" mt="2">
            {same.map((field) => (
              <Box as="li" key={field.name} data-field={field.name} py="1.5" borderTopWidth="1px" borderColor="border.muted">
                <Text fontSize="sm" fontWeight="semibold">
                  {field.label}
                </Text>
                <ValuePreview value={now[field.name]} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
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
