// Says that the editor opened with unsaved changes kept from before (the studio's drafts,
// decision 180), and, when the server's copy had moved on meanwhile, which of its changes were
// taken into the form and which fields were changed on both sides (saving asks about those; Compare
// shows them now).
import { Alert, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';

export interface RestoredDraftProps {
  takenFromServer: string[];
  bothChanged: string[];
  compare?: () => void;
  dismiss(): void;
}

const list = (labels: string[]) => labels.join(', ');

export function RestoredDraftNotice({ takenFromServer, bothChanged, compare, dismiss }: RestoredDraftProps) {
  return (
    <Alert.Root status={bothChanged.length > 0 ? 'warning' : 'info'} data-testid="draft-restored" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1" flex="1" minW="0">
        <Alert.Title>Restored what you were typing.</Alert.Title>
        {takenFromServer.length > 0 && <Text fontSize="sm">Changed on the server since you started, and taken into the form: {list(takenFromServer)}.</Text>}
        {bothChanged.length > 0 && (
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm">Changed on both sides: {list(bothChanged)}. The form shows yours; saving asks which to keep.</Text>
            {compare && (
              <Button size="xs" variant="outline" onClick={compare}>
                Compare
              </Button>
            )}
          </HStack>
        )}
      </Stack>
      <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
    </Alert.Root>
  );
}
