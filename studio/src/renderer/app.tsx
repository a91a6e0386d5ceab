// The studio's screens: Connect until a server and a session are known, then the shared admin
// over the bridge, in react-router's hash router (the renderer is a file in Electron), with the
// sync banner.
import { useEffect, useMemo, useState } from 'react';
import { Button, Center, ChakraProvider, Flex, Spinner, Text } from '@chakra-ui/react';
import { createHashRouter } from 'react-router-dom';
import { AdminRoot, type AdminRouter } from '../../../shared/admin/admin-root.tsx';
import { adminRoutes } from '../../../shared/admin/admin-routes.tsx';
import { adminSystem } from '../../../shared/admin/admin-theme.ts';
import { ScreenErrorBoundary } from '../../../shared/admin/screen-error.tsx';
import { paths } from '../../../shared/paths.ts';
import type { ConnectionInfo, StudioWindowApi } from '../bridge/bridge.ts';
import { callBridge } from './bridge-call.ts';
import { ConnectScreen } from './connect-screen.tsx';
import { createStudioClient } from './studio-client.ts';
import { createStudioDrafts } from './studio-drafts.ts';
import { SyncStatusBar } from './sync-status-bar.tsx';

/** A screen's error, written to the studio process's log (the window's console is not kept). */
const reportTo = (bridge: StudioWindowApi) => (error: unknown) => {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  void callBridge(bridge, 'logError', message, error instanceof Error ? (error.stack ?? '') : '').catch(() => undefined);
};

// One router for the window's lifetime, made on first use: its blocker holds Back and Forward in
// the window's history while an edit is unsaved, whatever server the admin is connected to.
let hashRouter: AdminRouter | undefined;
const studioRouter = () => (hashRouter ??= createHashRouter(adminRoutes));

/** The server's address and Change server, above the login screen (every other screen has the status bar, with its own). */
function ServerBar({ serverUrl, onChangeServer }: { serverUrl: string; onChangeServer: () => void }) {
  return (
    <Flex as="aside" aria-label="Server" justify="flex-end" align="center" gap="2" px="4" py="1.5" bg="ivory.50" fontSize="sm" borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" truncate>
        {serverUrl}
      </Text>
      <Button size="xs" variant="ghost" onClick={onChangeServer}>
        Change server
      </Button>
    </Flex>
  );
}

export function StudioApp({ bridge }: { bridge: StudioWindowApi }) {
  const [connection, setConnection] = useState<ConnectionInfo | null>(null);
  const [connecting, setConnecting] = useState(false);

  useEffect(() => {
    void callBridge(bridge, 'getConnection').then((info) => {
      setConnection(info);
      // A server once connected opens the admin, session or not: offline the owner works from
      // the cache, and online the admin asks for the password itself.
      setConnecting(!info.serverUrl);
    });
  }, [bridge]);

  const client = useMemo(() => (connection?.serverUrl ? createStudioClient(bridge, connection.serverUrl) : null), [bridge, connection?.serverUrl]);
  const drafts = useMemo(() => createStudioDrafts(bridge), [bridge]);
  const reportError = useMemo(() => reportTo(bridge), [bridge]);

  if (!connection) {
    return (
      <ChakraProvider value={adminSystem}>
        <Center minH="100vh">
          <Spinner size="xl" />
        </Center>
      </ChakraProvider>
    );
  }

  if (connecting || !client || !connection.serverUrl) {
    return (
      <ChakraProvider value={adminSystem}>
        <ScreenErrorBoundary report={reportError}>
          <ConnectScreen
            bridge={bridge}
            initialServerUrl={connection.serverUrl ?? 'http://localhost:3000'}
            onConnected={(info) => {
              void studioRouter().navigate(paths.admin.dashboard);
              setConnection(info);
              setConnecting(false);
            }}
          />
        </ScreenErrorBoundary>
      </ChakraProvider>
    );
  }

  return (
    <AdminRoot
      key={connection.serverUrl}
      router={studioRouter()}
      client={client}
      drafts={drafts}
      threeWayMerge
      reportError={reportError}
      loginBanner={<ServerBar serverUrl={connection.serverUrl} onChangeServer={() => setConnecting(true)} />}
      banner={<SyncStatusBar bridge={bridge} onChangeServer={() => setConnecting(true)} />}
    />
  );
}
