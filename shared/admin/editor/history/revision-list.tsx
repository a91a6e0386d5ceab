// The list of a record's revisions, newest first: when, where from, and which fields that save
// changed (their labels from the resource table).
import { Badge, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { Fields } from '../../../contract/resource-fields.ts';
import { REVISION_SOURCE_LABELS, type RevisionSummary } from '../../../contract/revisions.ts';
import { formatDateTime } from '../../format-date-time.ts';
import { LIST_ITEM_BUTTON } from '../list-item-button.ts';

interface RevisionListProps {
  revisions: RevisionSummary[];
  fields: Fields;
  onChoose(revision: RevisionSummary): void;
}

/** "Title, Excerpt": the labels of the fields a save changed. */
export const changedLabels = (revision: RevisionSummary, fields: Fields) =>
  revision.changedFields.map((name) => fields[name]?.label ?? name).join(', ');

export function RevisionList({ revisions, fields, onChoose }: RevisionListProps) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Earlier versions">
      {revisions.map((revision) => (
        <li key={revision.id}>
          <chakra.button
            {...LIST_ITEM_BUTTON}
            bg="white"
            _hover={{ bg: 'gray.50' }}
            data-testid="revision"
            onClick={() => onChoose(revision)}
          >
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{formatDateTime(revision.createdAt)}</Text>
              <Badge variant="outline" colorPalette="gray">
                {REVISION_SOURCE_LABELS[revision.source]}
              </Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {revision.changedFields.length === 0 ? 'Saved without changes' : `Changed: ${changedLabels(revision, fields)}`}
            </Text>
          </chakra.button>
        </li>
      ))}
    </Stack>
  );
}
