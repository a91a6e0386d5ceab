// Drafts for the admin editors: every form change goes to disk in the main process as
// "{resource}:{id}" ("new" while creating), so a crash or a closed window loses nothing.
import type { EditorDrafts } from '../../../shared/admin/editor/drafts.tsx';
import type { RecordValues, ResourceName, StudioWindowApi } from '../shared/bridge.ts';
import { callBridge } from './bridge-call.ts';

/** The admin editors' query-key scope ("admin", "<screen>") to the studio's resource name. */
const SCOPES: Record<string, ResourceName> = {
  pages: 'pages',
  blog: 'blog',
  'service-areas': 'serviceAreas',
  products: 'products',
  'core-services': 'coreServices',
  settings: 'settings',
};

const resourceOf = (scope: readonly unknown[]): ResourceName | null => SCOPES[String(scope[scope.length - 1])] ?? null;

export function createStudioDrafts(bridge: StudioWindowApi): EditorDrafts {
  return {
    save(scope, key, form, version) {
      const resource = resourceOf(scope);
      if (resource) void callBridge(bridge, 'saveDraft', resource, key, form as RecordValues, version ?? null).catch(() => undefined);
    },
    async load(scope, key) {
      const resource = resourceOf(scope);
      if (!resource) return null;
      const draft = await callBridge(bridge, 'getDraft', resource, key).catch(() => null);
      return draft ? { form: draft.values, version: draft.baseVersion ?? undefined, updatedAt: draft.updatedAt } : null;
    },
    discard(scope, key) {
      const resource = resourceOf(scope);
      if (resource) void callBridge(bridge, 'discardDraft', resource, key).catch(() => undefined);
    },
  };
}
