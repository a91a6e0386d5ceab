// The toasts of an editor's writes: the spec's (section 8) when the server has the change, and
// the studio's when its client only kept it to send later (decision 050), since "updated
// successfully" would claim something the server has not seen yet.
import type { Notify } from '../toaster.tsx';

export function toastSaved(notify: Notify, noun: string, { created, queued }: { created: boolean; queued: boolean }) {
  if (queued) notify.info({ title: 'Saved on this computer', description: `${noun} saved on this computer. It will be sent to the server when you are back online.` });
  else notify.success({ title: 'Success', description: `${noun} ${created ? 'created' : 'updated'} successfully` });
}

export function toastDeleted(notify: Notify, noun: string, { queued }: { queued: boolean }) {
  if (queued) notify.info({ title: 'Saved on this computer', description: `${noun} deleted on this computer. The deletion will be sent to the server when you are back online.` });
  else notify.success({ title: 'Success', description: `${noun} deleted successfully` });
}
