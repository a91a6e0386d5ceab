// Leaving an editor with unsaved changes asks first. Editors report whether they are dirty and how
// to drop their saved draft. Every navigation (links, Back/Forward, navigate(), <Navigate>) is held
// by react-router's blocker, which is why the hosts mount the admin in a data router (decision
// 200); choosing another record inside a screen is not a navigation and asks through
// confirmDiscard(). Both show the same dialog, and "Discard changes" drops the editor's draft
// whichever way the owner leaves.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { LazyConfirmDialog } from './lazy-confirm-dialog.tsx';

interface UnsavedChanges {
  /** `discardDraft` drops what the editor keeps of the unsaved edit, once the owner agreed to lose it. */
  report(dirty: boolean, discardDraft?: () => void): void;
  /** Resolves true when there is nothing to lose or the owner agreed to discard it. */
  confirmDiscard(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * Another screen: each is keyed by its path, so only a path change unmounts the editor. (A screen
 * updating its own query, as the blog drops ?new=1, loses nothing and must not ask.)
 */
const leaves: BlockerFunction = ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname;

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirtyState] = useState(false);
  const dirtyRef = useRef(false);
  const discardDraftRef = useRef<(() => void) | undefined>(undefined);
  const [pending, setPending] = useState<((discard: boolean) => void) | null>(null);

  const report = useCallback((value: boolean, discardDraft?: () => void) => {
    dirtyRef.current = value;
    discardDraftRef.current = value ? discardDraft : undefined;
    setDirtyState(value);
  }, []);

  const blocker = useBlocker(useCallback<BlockerFunction>((navigation) => dirtyRef.current && leaves(navigation), []));

  const confirmDiscard = useCallback(() => {
    if (!dirtyRef.current) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setPending(() => resolve));
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const answer = (discard: boolean) => {
    if (discard) {
      discardDraftRef.current?.();
      report(false);
    }
    pending?.(discard);
    setPending(null);
    if (blocker.state !== 'blocked') return;
    if (discard) blocker.proceed();
    else blocker.reset();
  };

  return (
    <UnsavedChangesContext value={{ report, confirmDiscard }}>
      {children}
      <LazyConfirmDialog
        open={pending !== null || blocker.state === 'blocked'}
        title="Discard unsaved changes?"
        message="You have changes that have not been saved. If you leave now they will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </UnsavedChangesContext>
  );
}

function useUnsavedChanges(): UnsavedChanges {
  const value = useContext(UnsavedChangesContext);
  if (!value) throw new Error('useUnsavedChanges must be used inside AdminRoot');
  return value;
}

/**
 * Reports an editor's dirty state to the guard while the editor is mounted, with what to do to
 * its saved draft when the owner discards the edit.
 */
export function useReportDirty(dirty: boolean, discardDraft: () => void) {
  const { report } = useUnsavedChanges();
  useEffect(() => {
    report(dirty, discardDraft);
  }, [dirty, discardDraft, report]);
  useEffect(() => () => report(false), [report]);
}

export function useConfirmDiscard() {
  return useUnsavedChanges().confirmDiscard;
}
