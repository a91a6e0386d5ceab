// The toasts of an editor's writes: the spec's (docs/product/copy.md#admin-messages) when the server has the change, and
// the studio's when its client only kept it to send later (decision 200), since "updated
// successfully" would claim something the server has not seen yet.
import type { Notify } from '../toaster.tsx';

/** The button of a create's toast: the spec clears the selection after Create; this opens the new record again. */
export const OPEN_CREATED = 'Open it';

export function toastSaved(notify: Notify, noun: string, { created, queued, open }: { created: boolean; queued: boolean; open(): void }) {
  if (queued) notify.info({ title: 'Saved on this computer', description: `${noun} saved on this computer. It will be sent to the server when you are back online.` });
  else if (created) notify.success({ title: 'Success', description: `${noun} created successfully`, action: { label: OPEN_CREATED, onClick: open } });
  else notify.success({ title: 'Success', description: `${noun} updated successfully` });
}

export function toastDeleted(notify: Notify, noun: string, { queued }: { queued: boolean }) {
  if (queued) notify.info({ title: 'Saved on this computer', description: `${noun} deleted on this computer. The deletion will be sent to the server when you are back online.` });
  else notify.success({ title: 'Success', description: `${noun} deleted successfully` });
}
