// Drafts for the admin editors: every form change goes to disk in the main process as
// "{resource}:{id}" ("new" while creating), so a crash or a closed window loses nothing.
import type { EditorDrafts } from '../../../shared/admin/editor/drafts.tsx';
import type { RecordValues, StudioWindowApi } from '../bridge/bridge.ts';
import { callBridge } from './bridge-call.ts';

export function createStudioDrafts(bridge: StudioWindowApi): EditorDrafts {
  return {
    save(resource, key, form, version) {
      void callBridge(bridge, 'saveDraft', resource, key, form as RecordValues, version ?? null).catch(() => undefined);
    },
    async load(resource, key) {
      const draft = await callBridge(bridge, 'getDraft', resource, key).catch(() => null);
      return draft ? { form: draft.values, version: draft.baseVersion ?? undefined, updatedAt: draft.updatedAt } : null;
    },
    discard(resource, key) {
      void callBridge(bridge, 'discardDraft', resource, key).catch(() => undefined);
    },
  };
}
