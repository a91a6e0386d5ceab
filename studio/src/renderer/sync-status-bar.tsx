// The studio's banner above every admin screen: one line with Online/Offline, how many changes
// wait (the records on demand), the unsaved drafts (on demand, each to open or discard), the last
// sync (with its date when it was not today), Sync now with progress; below it, only when needed,
// a server restored from a backup, then the password prompt, and the decisions a conflict needs. The
// main process pushes the state on every change (the window keeps one nextSyncState call
// waiting), so nothing polls; when that call cannot reach the studio's process at all, the bar
// says the studio stopped.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Container, Flex, HStack, Input, Progress, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api-client/http.ts';
import type { ConflictResolution, DraftSummary, StudioWindowApi, SyncState, SyncStateSeen } from '../bridge/bridge.ts';
import { callBridge } from './bridge-call.ts';
import { formatLastSync } from './last-sync.ts';
import { SyncConflictView } from './sync-conflict-view.tsx';
import { DraftList, openDraft, WaitingList } from './sync-status-lists.tsx';

/** After a failed wait (the studio process restarting), the next one starts after this. */
const RETRY_MS = 2000;

type Shown = 'waiting' | 'drafts' | null;

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/**
 * The toasts sit below the bar (toast-list.tsx reads the variable), so they never cover Sync now.
 * A ref callback, not an effect: it runs when the bar mounts and unmounts, not after each render,
 * so the variable is never unset while the bar shows (a toast arriving then sat over the bar).
 */
function placeToastsBelow(element: HTMLElement | null) {
  if (!element) return;
  const root = document.documentElement;
  const place = () => root.style.setProperty('--admin-toasts-top', `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
  place();
  const observer = new ResizeObserver(place);
  observer.observe(element);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--admin-toasts-top');
  };
}

export function SyncStatusBar({ bridge, onChangeServer }: { bridge: StudioWindowApi; onChangeServer(): void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SyncState | null>(null);
  /** The studio's process could not be reached at all (studio:web stopped). */
  const [stopped, setStopped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [showConflict, setShowConflict] = useState(true);
  const [shown, setShown] = useState<Shown>(null);
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
          setStopped(false);
          apply(next);
        } catch (error) {
          // 503 is the bridge's own answer when the studio's process does not answer at all.
          if (error instanceof ApiError && error.status === 503) setStopped(true);
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
  const discardDraft = (draft: DraftSummary) => void run(() => callBridge(bridge, 'discardDraft', draft.resource, draft.id));
  const open = (draft: DraftSummary) => {
    setShown(null);
    openDraft(draft);
  };
  const recreateDraft = (draft: DraftSummary) =>
    void run(async () => {
      await callBridge(bridge, 'draftToNew', draft.resource, draft.id);
      open({ ...draft, id: 'new', gone: false });
    });
  const toggle = (list: Exclude<Shown, null>) => setShown((current) => (current === list ? null : list));

  if (!state) return null;
  const conflict = state.conflicts[0];
  const restored = state.restoredWaiting;
  const progress = state.syncing ? state.progress : null;
  const list = shown === 'waiting' && state.pendingKeys.length > 0 ? 'waiting' : shown === 'drafts' && state.drafts.length > 0 ? 'drafts' : null;

  return (
    <Box
      ref={placeToastsBelow}
      as="section"
      aria-label="Sync status"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={stopped ? 'red.50' : state.online ? 'indigo.50' : 'yellow.50'}
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid="sync-status-bar"
    >
      <Container maxW="7xl" px={{ base: '3', md: '6' }} py="1.5">
        <Flex align="center" gap={{ base: '2', md: '3' }} wrap="wrap" fontSize="sm">
          <Badge colorPalette={stopped ? 'red' : state.online ? 'green' : 'orange'} variant="solid" data-testid="connection-status" aria-live="polite">
            {stopped ? 'Studio stopped' : state.online ? 'Online' : 'Offline'}
          </Badge>
          <Button size="xs" variant="ghost" px="1" onClick={() => toggle('waiting')} disabled={state.pendingKeys.length === 0} aria-expanded={list === 'waiting'} data-testid="pending-count">
            {progress && progress.total > 0 ? `Syncing ${Math.min(progress.done + 1, progress.total)} of ${progress.total}` : plural(state.pending, 'pending change', 'pending changes')}
            {state.pendingKeys.length > 0 && (list === 'waiting' ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />)}
          </Button>
          {state.drafts.length > 0 && (
            <Button size="xs" variant="ghost" px="1" onClick={() => toggle('drafts')} aria-expanded={list === 'drafts'} data-testid="draft-count">
              {plural(state.drafts.length, 'unsaved draft', 'unsaved drafts')}
              {list === 'drafts' ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            </Button>
          )}
          {state.pendingImages > 0 && (
            <Text data-testid="pending-images" whiteSpace="nowrap">
              {plural(state.pendingImages, 'image to upload', 'images to upload')}
            </Text>
          )}
          <Text color="fg.muted" data-testid="last-sync" whiteSpace="nowrap">
            Last sync: {formatLastSync(state.lastSyncAt, new Date(Date.now() + (state.clockOffsetMs ?? 0)))}
          </Text>
          {state.conflicts.length > 0 && (
            <Button size="xs" colorPalette="orange" onClick={() => setShowConflict(true)} data-testid="conflict-count">
              {state.conflicts.length === 1 ? '1 change needs your decision' : `${state.conflicts.length} changes need your decision`}
            </Button>
          )}
          <HStack ms="auto" gap="1">
            <Button size="xs" colorPalette="ink" onClick={syncNow} loading={busy || state.syncing} loadingText="Syncing..." disabled={stopped}>
              Sync now
            </Button>
            <Button size="xs" variant="ghost" onClick={onChangeServer} title={state.serverUrl ?? undefined} disabled={stopped}>
              Change server
            </Button>
          </HStack>
        </Flex>
        {progress && progress.total > 0 && (
          <Box data-testid="sync-progress" position="absolute" insetInline="0" bottom="0" title={progress.current ?? undefined}>
            <Progress.Root size="xs" value={(progress.done / progress.total) * 100} colorPalette="brand" aria-label={progress.current ? `Syncing: ${progress.current}` : 'Syncing'}>
              <Progress.Track bg="transparent">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
        {list === 'waiting' && <WaitingList changes={state.waiting} />}
        {list === 'drafts' && <DraftList drafts={state.drafts} busy={busy} open={open} discard={discardDraft} recreate={recreateDraft} />}
        {stopped && (
          <Text fontSize="sm" mt="1" role="alert" data-testid="studio-stopped">
            The studio has stopped, so nothing done in this window can be saved. Everything saved or typed before is kept on disk: start the studio again (npm run studio:web) and open the address it prints.
          </Text>
        )}
        {/* Why changes wait comes first: the password, if the restored server asks for it, after. */}
        {restored > 0 && (
          <Alert.Root status="warning" size="sm" mt="1" data-testid="server-restored">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              The server was restored from a backup. {plural(restored, 'change you made before that waits', 'changes you made before that wait')} for your decision: nothing was sent over the restored data.
            </Alert.Title>
          </Alert.Root>
        )}
        {state.signInWaiting && (
          <Text fontSize="sm" mt="1" data-testid="sign-in-waiting">
            You are working on this computer: your password is checked, and your changes sent, as soon as the server can be reached.
          </Text>
        )}
        {state.needsLogin && (
          <form onSubmit={login} data-testid="needs-password">
            <Flex mt="1" gap="2" align="center" wrap="wrap">
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
