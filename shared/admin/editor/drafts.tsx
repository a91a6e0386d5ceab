// Optional drafts for the editors: a host that can keep unsaved form values (the desktop studio
// writes them to disk) passes `drafts` to AdminRoot; the editors then save the form while it is
// being edited (within a quarter of a second of each keystroke), with the record it started from, and offer it again when the record (or create
// mode) is opened (draft-merge.ts meets it with the server's newer copy). Without it, nothing
// changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
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

/**
 * How long after a keystroke its draft is written at the latest: typing without a pause is written
 * every quarter of a second, so a crash at any moment loses at most that much of it.
 */
export const DRAFT_WRITE_WITHIN_MS = 250;
/**
 * When the write starts after the first unwritten keystroke: early enough that the bridge's round
 * trip and the file's write (tens of milliseconds on a busy machine) still land within
 * DRAFT_WRITE_WITHIN_MS. Starting it at 250 itself lost the last keystroke of that window.
 */
const DRAFT_WRITE_AFTER_MS = DRAFT_WRITE_WITHIN_MS - 100;

interface Unsaved {
  key: string | number;
  draft: EditorDraft;
}

/**
 * Writes the form at most DRAFT_WRITE_WITHIN_MS after each change while it differs from what was
 * loaded, and at once whenever the owner may be leaving: a field losing focus, the window hidden
 * or closed, the editor unmounted.
 */
export function useEditorDrafts<Form extends FormValues>(resource: ResourceName, key: string | number | null, dirty: boolean, form: Form, base: unknown, version: number | undefined) {
  const drafts = useContext(DraftsContext);
  // The newest form not written yet, and the timer that writes it: a ref, so the timer started by
  // the first keystroke writes what the last one typed.
  const unsaved = useRef<Unsaved | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const forget = useCallback((draftKey?: string | number | null) => {
    if (draftKey !== undefined && unsaved.current?.key !== draftKey) return;
    unsaved.current = null;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const flush = useCallback(() => {
    const next = unsaved.current;
    forget();
    if (next && drafts) drafts.save(resource, next.key, next.draft);
  }, [drafts, resource, forget]);

  useEffect(() => {
    if (!drafts || !dirty || key === null) return;
    unsaved.current = { key, draft: { form, base: (base ?? null) as EditorDraft['base'], version } };
    timer.current ??= setTimeout(flush, DRAFT_WRITE_AFTER_MS);
  }, [drafts, key, dirty, form, base, version, flush]);

  useEffect(() => {
    if (!drafts) return;
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', whenHidden);
    document.addEventListener('focusout', flush);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', whenHidden);
      document.removeEventListener('focusout', flush);
      flush();
    };
  }, [drafts, flush]);

  // Typed back to what was loaded: the draft on disk holds an edit that no longer exists, and
  // leaving would not ask, so drop it rather than restore it next time.
  const last = useRef<{ key: string | number | null; dirty: boolean }>({ key, dirty });
  useEffect(() => {
    const previous = last.current;
    last.current = { key, dirty };
    if (drafts && key !== null && previous.key === key && previous.dirty && !dirty) {
      forget(key);
      drafts.discard(resource, key);
    }
  }, [drafts, resource, key, dirty, forget]);

  return useMemo(
    () => ({
      load: async (draftKey: string | number): Promise<EditorDraft | null> => (drafts ? drafts.load(resource, draftKey) : null),
      discard(draftKey: string | number | null) {
        if (draftKey === null) return;
        forget(draftKey);
        drafts?.discard(resource, draftKey);
      },
    }),
    [drafts, resource, forget],
  );
}
