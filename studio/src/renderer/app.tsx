// The studio's screens: Connect until a server and a session are known, then the shared admin
// over the bridge, in a hash router (the renderer is a file in Electron), with the sync banner.
import { useEffect, useMemo, useState } from 'react';
import { Center, ChakraProvider, Spinner } from '@chakra-ui/react';
import { createHashRouter } from 'react-router-dom';
import { AdminRoot } from '../../../shared/admin/admin-root.tsx';
import { adminRoutes, AdminRouterProvider, type AdminDataRouter } from '../../../shared/admin/admin-router.tsx';
import { adminSystem } from '../../../shared/admin/admin-theme.ts';
import { paths } from '../../../shared/paths.ts';
import type { ConnectionInfo, StudioWindowApi } from '../shared/bridge.ts';
import { callBridge } from './bridge-call.ts';
import { ConnectScreen } from './connect-screen.tsx';
import { createStudioClient } from './studio-client.ts';
import { createStudioDrafts } from './studio-drafts.ts';
import { SyncStatusBar } from './sync-status-bar.tsx';

// One data router for the window's lifetime (the unsaved-changes guard needs one), made on first use.
let hashRouter: AdminDataRouter | undefined;
const studioRouter = () => (hashRouter ??= createHashRouter(adminRoutes()));

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

  if (!connection) {
    return (
      <ChakraProvider value={adminSystem}>
        <Center minH="100vh">
          <Spinner size="xl" />
        </Center>
      </ChakraProvider>
    );
  }

  if (connecting || !client) {
    return (
      <ChakraProvider value={adminSystem}>
        <ConnectScreen
          bridge={bridge}
          initialServerUrl={connection.serverUrl ?? 'http://localhost:3000'}
          onConnected={(info) => {
            window.location.hash = `#${paths.admin.dashboard}`;
            setConnection(info);
            setConnecting(false);
          }}
        />
      </ChakraProvider>
    );
  }

  return (
    <AdminRouterProvider router={studioRouter()}>
      <AdminRoot key={connection.serverUrl} client={client} drafts={drafts} threeWayMerge banner={<SyncStatusBar bridge={bridge} onChangeServer={() => setConnecting(true)} />} />
    </AdminRouterProvider>
  );
}
