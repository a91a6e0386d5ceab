// Restoring a revision (decision 140): the revision's fields saved as the record's next version,
// stating the version the editor loaded, so a change made meanwhile gives the conflict view like
// any save. Answers like a save; the studio, offline, keeps it to send later.
import { useMutation } from '@tanstack/react-query';
import type { Revision } from '../../../contract/revisions.ts';
import { conflictRecordOf, errorText, fieldErrorsOf } from '../../errors.ts';
import { formatDateTime } from '../../format-date-time.ts';
import { useNotify, type Notify } from '../../toaster.tsx';
import { errorsByField } from '../form-values.ts';
import type { RecordKey, RecordSource } from '../record-source.ts';
import type { WriteHandlers } from '../use-editor-writes.ts';

function toastRestored(notify: Notify, revision: Revision, queued: boolean) {
  const restored = `Restored the version of ${formatDateTime(revision.createdAt)}`;
  if (queued) notify.info({ title: 'Saved on this computer', description: `${restored} on this computer. It will be sent to the server when you are back online.` });
  else notify.success({ title: 'Success', description: restored });
}

export function useRestore<Key extends RecordKey, Rec, Input>(source: RecordSource<Key, Rec, Input>, on: Omit<WriteHandlers<Rec>, 'deleted'>) {
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ key, revision, version }: { key: Key; revision: Revision; version: number | undefined }) => source.restoreRevision(key, revision, version),
    onSuccess: ({ record, queued }, { revision }) => {
      toastRestored(notify, revision, queued);
      on.saved(record, false);
    },
    onError: (error) => {
      const current = conflictRecordOf(error);
      if (current !== undefined) return on.conflict(current as Rec);
      on.refused(errorsByField(fieldErrorsOf(error)));
      notify.error({ title: 'Error', description: errorText(error, 'Failed to restore') });
    },
  });
}
