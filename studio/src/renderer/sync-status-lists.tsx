// The status bar's lists, shown on demand under its one line: the records with changes waiting to
// be sent, and the unsaved drafts kept on disk, each of which can be opened in its editor (a draft
// of a record deleted on the server: as a new record) or discarded.
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { editorScreen, requestOpen } from '../../../shared/admin/editor/open-request.ts';
import { RESOURCE_ADDRESSES } from '../../../shared/contract/resource-addresses.ts';
import type { DraftSummary, WaitingChange } from '../bridge/bridge.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Long lists scroll inside the bar rather than pushing the screen down. */
const listBox = { as: 'ul', listStyleType: 'none', m: '0', p: '0', maxH: '40vh', overflowY: 'auto', borderTopWidth: '1px', borderColor: 'border.muted' } as const;

export function WaitingList({ changes }: { changes: WaitingChange[] }) {
  return (
    <Box {...listBox} aria-label="Waiting to sync" data-testid="pending-records">
      {changes.map((change, index) => (
        <Text as="li" key={`${change.key}:${index}`} fontSize="sm" py="1" borderBottomWidth="1px" borderColor="border.muted">
          {change.label}
        </Text>
      ))}
    </Box>
  );
}

export interface DraftActions {
  busy: boolean;
  open(draft: DraftSummary): void;
  discard(draft: DraftSummary): void;
  /** A draft of a record deleted on the server becomes a new record's. */
  recreate(draft: DraftSummary): void;
}

/** Opens a draft's record in its screen's editor (the address changes to that screen). */
export function openDraft(draft: DraftSummary) {
  requestOpen(draft.resource, draft.id);
  const screen = editorScreen(draft.resource);
  if (window.location.hash !== `#${screen}`) window.location.hash = `#${screen}`;
}

export function DraftList({ drafts, busy, open, discard, recreate }: { drafts: DraftSummary[] } & DraftActions) {
  return (
    <Box {...listBox} aria-label="Unsaved drafts" data-testid="draft-records">
      {drafts.map((draft) => (
        <Flex as="li" key={`${draft.resource}:${draft.id}`} align="center" gap="2" wrap="wrap" py="1" borderBottomWidth="1px" borderColor="border.muted" data-gone={draft.gone}>
          <Text fontSize="sm" flex="1" minW="40">
            {capitalized(draft.label)}
            {draft.gone && (
              <Text as="span" color="orange.700">
                {' '}
                (no longer on the server)
              </Text>
            )}
          </Text>
          <HStack gap="1">
            {draft.gone ? (
              <Button size="xs" variant="outline" disabled={busy} onClick={() => recreate(draft)}>
                Open as a new {RESOURCE_ADDRESSES[draft.resource].label}
              </Button>
            ) : (
              <Button size="xs" variant="outline" onClick={() => open(draft)}>
                Open
              </Button>
            )}
            <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => discard(draft)}>
              Discard
            </Button>
          </HStack>
        </Flex>
      ))}
    </Box>
  );
}
