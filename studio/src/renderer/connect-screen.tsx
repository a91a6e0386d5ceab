// The studio's first screen: which server to edit (remembered) and the admin password.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, Center, Field, Input, Stack, Text } from '@chakra-ui/react';
import { ApiError } from '../../../shared/api-client/http.ts';
import { fieldErrorsOf } from '../../../shared/admin/errors.ts';
import type { ConnectionInfo, StudioWindowApi } from '../bridge/bridge.ts';
import { callBridge } from './bridge-call.ts';

export interface ConnectScreenProps {
  bridge: StudioWindowApi;
  initialServerUrl: string;
  onConnected(connection: ConnectionInfo): void;
}

export function ConnectScreen({ bridge, initialServerUrl, onConnected }: ConnectScreenProps) {
  const [serverUrl, setServerUrl] = useState(initialServerUrl);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A refused address (plain http:// to another computer, say) shows under its field. */
  const [addressError, setAddressError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setAddressError(null);
    try {
      onConnected(await callBridge(bridge, 'connect', serverUrl, password));
    } catch (failure) {
      const { serverUrl: addressMessage } = fieldErrorsOf(failure);
      if (addressMessage) setAddressError(addressMessage);
      else setError(failure instanceof ApiError ? failure.serverMessage : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="ivory.50">
      <Card.Root width="full" maxW="md" variant="elevated" bg="white" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Header alignItems="center" textAlign="center" gap="2">
          <Text as="h1" fontFamily="heading" fontSize="3xl" fontWeight="semibold" color="walnut.800" lineHeight="1.1">
            Jacobs Studio
          </Text>
          <Text color="fg.muted">Connect to your website to edit it, online or offline.</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit}>
            <Stack gap="5">
              <Field.Root required invalid={addressError !== null}>
                <Field.Label>Server address</Field.Label>
                <Input name="serverUrl" type="url" value={serverUrl} placeholder="https://www.example.com" bg="white" onChange={(event) => setServerUrl(event.target.value)} />
                {addressError ? <Field.ErrorText>{addressError}</Field.ErrorText> : <Field.HelperText>The address of the website, remembered for next time.</Field.HelperText>}
              </Field.Root>
              <Field.Root required>
                <Field.Label>Password</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" value={password} bg="white" onChange={(event) => setPassword(event.target.value)} />
              </Field.Root>
              {error && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="brand" size="lg" width="full" loading={busy} loadingText="Connecting...">
                Connect
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Box srOnly aria-live="polite">
        {busy ? 'Connecting' : ''}
      </Box>
    </Center>
  );
}
