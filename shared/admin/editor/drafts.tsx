// Optional drafts for the editors: a host that can keep unsaved form values (the desktop studio
// writes them to disk) passes `drafts` to AdminRoot; the editors then save the form while it is
// being edited, with the record it started from, and offer it again when the record (or create
// mode) is opened (draft-merge.ts meets it with the server's newer copy). Without it, nothing
// changes.
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import type { FormValues } from './form-values.ts';

export interface EditorDraft {
  form: Record<string, unknown>;
  /** The record as the form loaded it (null while creating one): the base of the merge when the draft is reopened. */
  base: Record<string, unknown> | null;
  /** The version the edit started from. */
  version: number | undefined;
}

export interface EditorDrafts {
  /** `key` is the record's key, or "new" while creating one. */
  save(resource: ResourceName, key: string | number, draft: EditorDraft): void;
  load(resource: ResourceName, key: string | number): Promise<EditorDraft | null>;
  discard(resource: ResourceName, key: string | number): void;
}

const DraftsContext = createContext<EditorDrafts | null>(null);

export function DraftsProvider({ drafts, children }: { drafts?: EditorDrafts; children: ReactNode }) {
  return <DraftsContext value={drafts ?? null}>{children}</DraftsContext>;
}

const SAVE_DELAY_MS = 300;

/** Saves the form shortly after each change while it differs from what was loaded. */
export function useEditorDrafts<Form extends FormValues>(resource: ResourceName, key: string | number | null, dirty: boolean, form: Form, base: unknown, version: number | undefined) {
  const drafts = useContext(DraftsContext);

  useEffect(() => {
    if (!drafts || !dirty || key === null) return;
    const timer = setTimeout(() => drafts.save(resource, key, { form, base: (base ?? null) as EditorDraft['base'], version }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [drafts, resource, key, dirty, form, base, version]);

  // Typed back to what was loaded: the draft on disk holds an edit that no longer exists, and
  // leaving would not ask, so drop it rather than restore it next time.
  const last = useRef<{ key: string | number | null; dirty: boolean }>({ key, dirty });
  useEffect(() => {
    const previous = last.current;
    last.current = { key, dirty };
    if (drafts && key !== null && previous.key === key && previous.dirty && !dirty) drafts.discard(resource, key);
  }, [drafts, resource, key, dirty]);

  return useMemo(
    () => ({
      load: async (draftKey: string | number): Promise<EditorDraft | null> => (drafts ? drafts.load(resource, draftKey) : null),
      discard(draftKey: string | number | null) {
        if (draftKey !== null) drafts?.discard(resource, draftKey);
      },
    }),
    [drafts, resource],
  );
}
