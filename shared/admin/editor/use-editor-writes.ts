// Saving and deleting an editor's record through its source, with the toasts of editor-toasts.ts.
// A refusal shows the server's message and its field errors; a 409 with the server's copy goes
// to the conflict view instead (decision 003); one saying the record at that number is another
// one than was loaded (shared/contract/record-identity.ts) says so, and names no field.
import { useMutation } from '@tanstack/react-query';
import type { FieldErrors } from '../../contract/errors.ts';
import { ApiError } from '../../api-client/http.ts';
import { refusedAsOtherRecord } from '../../contract/record-identity.ts';
import { conflictRecordOf, errorText, fieldErrorsOf } from '../errors.ts';
import { useNotify } from '../toaster.tsx';
import { toastDeleted, toastSaved } from './editor-toasts.ts';
import { errorsByField } from './form-values.ts';
import type { RecordKey, RecordSource } from './record-source.ts';

export type Write<Key, Input> = { create: true; input: Input; idempotencyKey: string } | { create: false; key: Key; input: Input };

export interface WriteHandlers<Rec> {
  saved(record: Rec, created: boolean): void;
  deleted(): void;
  /** "Open it" in a create's toast: the new record in the editor. */
  open(record: Rec): void;
  /** Someone else saved the record since it was loaded: their copy. */
  conflict(current: Rec): void;
  refused(errors: FieldErrors): void;
}

export function useEditorWrites<Key extends RecordKey, Rec, Input>(source: RecordSource<Key, Rec, Input>, noun: string, on: WriteHandlers<Rec>) {
  const notify = useNotify();

  const save = useMutation({
    mutationFn: async (write: Write<Key, Input>) =>
      write.create ? { created: true, ...(await source.create!(write.input, { idempotencyKey: write.idempotencyKey })) } : { created: false, ...(await source.update(write.key, write.input)) },
    onSuccess: ({ created, record, queued }) => {
      toastSaved(notify, noun, { created, queued, open: () => on.open(record) });
      on.saved(record, created);
    },
    onError: (error, write) => {
      const current = conflictRecordOf(error);
      if (current !== undefined && !write.create) {
        on.conflict(current as Rec);
        return;
      }
      if (!(error instanceof ApiError && refusedAsOtherRecord(error.status, error.body?.fields))) on.refused(errorsByField(fieldErrorsOf(error)));
      notify.error({ title: 'Error', description: errorText(error, 'Failed to save') });
    },
  });

  const remove = useMutation({
    mutationFn: ({ key, version, uid }: { key: Key; version: number | undefined; uid: string | undefined }) => source.remove!(key, version, uid),
    onSuccess: (removed) => {
      toastDeleted(notify, noun, removed);
      on.deleted();
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to delete') }),
  });

  return { save, remove };
}
