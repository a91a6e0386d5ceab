// What the inbox does to its rows, each with its toasts and the lists refreshed after: delete one
// (after a confirmation), release a held one to the inbox, delete every held one at once.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldDeleted } from '../../../contract/inbox.ts';
import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { errorText } from '../../errors.ts';
import { useNotify } from '../../toaster.tsx';
import { INBOX_KEY } from './inbox-keys.ts';

/** Delete with a confirmation: which item is asked about, and the call with its toasts. */
export function useConfirmedDelete<T extends { id: number }>(remove: (id: number) => Promise<unknown>, queryKey: readonly unknown[], what: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T | null>(null);
  // The record the dialog names: kept while the dialog closes, so its text does not change as it fades.
  const [named, setNamed] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setPending(null);
      notify.success({ title: 'Success', description: `${what} deleted successfully` });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      setPending(null);
      notify.error({ title: 'Error', description: errorText(error, `Failed to delete ${what.toLowerCase()}`) });
    },
  });
  return {
    ask(item: T) {
      setPending(item);
      setNamed(item);
    },
    named,
    dialog: {
      open: pending !== null,
      busy: mutation.isPending,
      onConfirm: () => pending && mutation.mutate(pending.id),
      onCancel: () => setPending(null),
    },
  };
}

/** Moves a held message or sign-up to the inbox: emailed (a message) or in the next digest (a sign-up) from then on. */
export function useRelease<T>(release: (id: number) => Promise<T>, what: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: release,
    onSuccess: () => {
      notify.success({ title: 'Success', description: `${what} released to the inbox` });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, `Failed to release the ${what.toLowerCase()}`) }),
  });
}

/** What the held rows are called: one, and more. */
type Named = readonly [one: string, many: string];
const named = ([one, many]: Named, count: number) => `${count} held ${count === 1 ? one : many}`;

/** Deletes every held message or sign-up at once, once the real ones are released (decision 177). */
export function DeleteAllHeld({ remove, what, count }: { remove: () => Promise<HeldDeleted>; what: Named; count: number }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: ({ deleted }) => {
      setAsking(false);
      notify.success({ title: 'Success', description: `${named(what, deleted)} deleted` });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => {
      setAsking(false);
      notify.error({ title: 'Error', description: errorText(error, `Failed to delete the held ${what[1]}`) });
    },
  });
  if (count === 0) return null;
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setAsking(true)} aria-label={`Delete all held ${what[1]}`}>
        <Trash2 aria-hidden /> Delete all held
      </Button>
      <ConfirmDialog
        open={asking}
        busy={mutation.isPending}
        title="Are you sure?"
        message={`Every held ${what[0]} (${count}) will be permanently deleted. This action cannot be undone.`}
        confirmLabel="Delete all"
        onConfirm={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
