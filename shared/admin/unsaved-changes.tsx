// Leaving an editor with unsaved changes asks first. Editors report whether they are dirty;
// admin links, record selection and the browser's unload all go through this guard. (The host's
// router may not be a data router, so react-router's useBlocker is not available here.)
import { createContext, useCallback, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface UnsavedChanges {
  setDirty(dirty: boolean): void;
  /** Resolves true when there is nothing to lose or the user agreed to discard it. */
  confirmDiscard(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirtyState] = useState(false);
  const dirtyRef = useRef(false);
  const [pending, setPending] = useState<((discard: boolean) => void) | null>(null);

  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);

  const confirmDiscard = useCallback(() => {
    if (!dirtyRef.current) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setPending(() => resolve));
  }, []);

  useEffect(() => {
    if (!dirty || typeof window === 'undefined') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const answer = (discard: boolean) => {
    pending?.(discard);
    setPending(null);
    if (discard) setDirty(false);
  };

  return (
    <UnsavedChangesContext value={{ setDirty, confirmDiscard }}>
      {children}
      <ConfirmDialog
        open={pending !== null}
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

/** Reports an editor's dirty state to the guard while the editor is mounted. */
export function useReportDirty(dirty: boolean) {
  const { setDirty } = useUnsavedChanges();
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}

export function useConfirmDiscard() {
  return useUnsavedChanges().confirmDiscard;
}

/** navigate() that asks before dropping unsaved changes. */
export function useGuardedNavigate() {
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscard();
  return useCallback(
    async (to: string) => {
      if (await confirmDiscard()) navigate(to);
    },
    [confirmDiscard, navigate],
  );
}

/** A router link that asks before dropping unsaved changes. */
export function GuardedLink({ to, onClick, ...rest }: LinkProps & { to: string }) {
  const guardedNavigate = useGuardedNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void guardedNavigate(to);
  };
  return <RouterLink to={to} onClick={handleClick} {...rest} />;
}
