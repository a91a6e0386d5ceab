// What a form card shows while its record loads, or when it could not be loaded.
import { Alert, Card, Center, Spinner, Text } from '@chakra-ui/react';

export function RecordStatus({ failed, failedText }: { failed: boolean; failedText: string }) {
  return (
    <Card.Body>
      {failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failedText}</Alert.Title>
        </Alert.Root>
      ) : (
        <Center minH="48" role="status">
          <Spinner color="brand.solid" />
          <Text srOnly>Loading…</Text>
        </Center>
      )}
    </Card.Body>
  );
}
