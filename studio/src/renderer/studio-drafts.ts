// Drafts for the admin editors: every form change goes to disk in the main process as
// "{resource}:{id}" ("new" while creating), with the record it started from, so a crash or a
// closed window loses nothing (decision 180).
import type { EditorDrafts } from '../../../shared/admin/editor/drafts.tsx';
import type { StudioWindowApi } from '../bridge/bridge.ts';
import { callBridge } from './bridge-call.ts';

export function createStudioDrafts(bridge: StudioWindowApi): EditorDrafts {
  return {
    save(resource, key, { form, base, version }) {
      void callBridge(bridge, 'saveDraft', resource, key, { values: form, base, baseVersion: version ?? null }).catch(() => undefined);
    },
    async load(resource, key) {
      const draft = await callBridge(bridge, 'getDraft', resource, key).catch(() => null);
      return draft ? { form: draft.values, base: draft.base, version: draft.baseVersion ?? undefined } : null;
    },
    discard(resource, key) {
      void callBridge(bridge, 'discardDraft', resource, key).catch(() => undefined);
    },
  };
}
