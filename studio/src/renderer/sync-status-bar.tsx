// The studio's banner above every admin screen: Online/Offline, pending changes (and which
// records they touch), the last sync, Sync now with progress, the password prompt when the
// session expired, and the decisions a conflict needs. The main process pushes the state on
// every change (the window keeps one nextSyncState call waiting), so nothing polls.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Container, Flex, HStack, Input, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '../../../shared/chakra-theme.js';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api-client/http.ts';
import { isResourceName, RESOURCE_ADDRESSES } from '../../../shared/contract/resource-addresses.ts';
import type { ConflictResolution, StudioWindowApi, SyncState, SyncStateSeen } from '../bridge/bridge.ts';
import { callBridge } from './bridge-call.ts';
import { SyncConflictView } from './sync-conflict-view.tsx';

/** After a failed wait (the studio process restarting), the next one starts after this. */
const RETRY_MS = 2000;

/** "products:12" -> "Product #12"; "blog:-1" or "blog:new" -> "Blog post (new)". */
function describeKey(key: string): string {
  const [resource, id] = key.split(':');
  if (!isResourceName(resource)) return key;
  const { label, idKind } = RESOURCE_ADDRESSES[resource];
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  if (idKind === 'single') return name;
  if (id === 'new' || Number(id) < 0) return `${name} (new)`;
  return `${name} ${idKind === 'pageSlug' ? id : `#${id}`}`;
}

const timeOf = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : 'never');

export function SyncStatusBar({ bridge, onChangeServer }: { bridge: StudioWindowApi; onChangeServer(): void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SyncState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [showConflict, setShowConflict] = useState(true);
  const lastSeen = useRef<string>('');

  const apply = useCallback(
    (next: SyncState) => {
      setState(next);
      // The server's data changed under the screens after a sync, a decision or another studio
      // process's work: reload them, once a sync has run to its end (not once per record sent).
      if (next.syncing) return;
      const signature = `${next.pending}|${next.lastSyncAt}|${next.conflicts.map((conflict) => `${conflict.itemId}:${conflict.revision}`).join(',')}|${next.online}`;
      if (lastSeen.current && lastSeen.current !== signature) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' || query.queryKey[1] !== 'status' });
      lastSeen.current = signature;
    },
    [queryClient],
  );

  useEffect(() => {
    let alive = true;
    let seen: SyncStateSeen | null = null;
    void (async () => {
      while (alive) {
        try {
          const next: SyncState = await callBridge(bridge, 'nextSyncState', seen);
          if (!alive) return;
          seen = { instance: next.instance, revision: next.revision };
          apply(next);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    })();
    return () => {
      alive = false;
    };
  }, [bridge, apply]);

  const run = async (action: () => Promise<SyncState | void>) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await action();
      apply(next ?? (await callBridge(bridge, 'getSyncState')));
    } catch (error) {
      setMessage(error instanceof ApiError ? error.serverMessage : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const syncNow = () => run(() => callBridge(bridge, 'syncNow'));
  const resolve = (itemId: string, resolution: ConflictResolution) => run(() => callBridge(bridge, 'resolveConflict', itemId, resolution));
  const login = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await callBridge(bridge, 'login', password);
      setPassword('');
      return callBridge(bridge, 'syncNow');
    });
  };

  if (!state) return null;
  const conflict = state.conflicts[0];
  const progress = state.progress;

  return (
    <Box
      as="section"
      aria-label="Sync status"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={state.online ? 'indigo.50' : 'yellow.50'}
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid="sync-status-bar"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="2">
        <Flex align="center" gap="3" wrap="wrap">
          <Badge colorPalette={state.online ? 'green' : 'orange'} variant="solid" data-testid="connection-status" aria-live="polite">
            {state.online ? 'Online' : 'Offline'}
          </Badge>
          <Text fontSize="sm" data-testid="pending-count">
            {state.pending === 1 ? '1 pending change' : `${state.pending} pending changes`}
          </Text>
          {state.pendingImages > 0 && (
            <Text fontSize="sm" data-testid="pending-images">
              {state.pendingImages === 1 ? '1 image to upload' : `${state.pendingImages} images to upload`}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted" data-testid="last-sync">
            Last sync: {timeOf(state.lastSyncAt)}
          </Text>
          {state.conflicts.length > 0 && (
            <Button size="xs" colorPalette="orange" onClick={() => setShowConflict(true)} data-testid="conflict-count">
              {state.conflicts.length === 1 ? '1 change needs your decision' : `${state.conflicts.length} changes need your decision`}
            </Button>
          )}
          <HStack ms="auto" gap="2">
            <Button size="xs" colorPalette="ink" onClick={syncNow} loading={busy || state.syncing} loadingText="Syncing...">
              Sync now
            </Button>
            <Button size="xs" variant="ghost" onClick={onChangeServer} title={state.serverUrl ?? undefined}>
              Change server
            </Button>
          </HStack>
        </Flex>
        {progress && progress.total > 0 && (
          <Box mt="2" data-testid="sync-progress">
            <Text fontSize="xs" color="fg.muted">
              Syncing {Math.min(progress.done + 1, progress.total)} of {progress.total}
              {progress.current ? `: ${progress.current}` : ''}
            </Text>
            <Progress.Root recipe={progressSlotRecipe} size="xs" value={(progress.done / progress.total) * 100} colorPalette="brand">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
        {state.pendingKeys.length > 0 && (
          <Text fontSize="xs" color="fg.muted" mt="1" data-testid="pending-records">
            Waiting to sync: {state.pendingKeys.map(describeKey).join(', ')}
          </Text>
        )}
        {state.draftKeys.length > 0 && (
          <Text fontSize="xs" color="fg.muted" mt="1" data-testid="draft-records">
            Unsaved drafts kept on disk: {state.draftKeys.map(describeKey).join(', ')}
          </Text>
        )}
        {state.signInWaiting && (
          <Text fontSize="sm" mt="1" data-testid="sign-in-waiting">
            You are working on this computer: your password is checked, and your changes sent, as soon as the server can be reached.
          </Text>
        )}
        {state.needsLogin && (
          <form onSubmit={login} data-testid="needs-password">
            <Flex mt="2" gap="2" align="center" wrap="wrap">
              <Text fontSize="sm" fontWeight="semibold">
                Your session expired. Enter the password to continue syncing.
              </Text>
              <Input size="xs" type="password" aria-label="Password" value={password} onChange={(event) => setPassword(event.target.value)} maxW="60" bg="white" />
              <Button size="xs" type="submit" colorPalette="brand" disabled={!password || busy}>
                Continue
              </Button>
            </Flex>
          </form>
        )}
        {message && (
          <Text fontSize="sm" color="red.700" mt="1" role="alert">
            {message}
          </Text>
        )}
        {state.lastError && !message && state.online && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {state.lastError}
          </Text>
        )}
        {conflict && showConflict && (
          <Box mt="2">
            <SyncConflictView key={`${conflict.itemId}:${conflict.revision}`} conflict={conflict} busy={busy} onResolve={(resolution) => resolve(conflict.itemId, resolution)} onClose={() => setShowConflict(false)} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
