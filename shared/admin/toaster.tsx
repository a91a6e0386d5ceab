// The admin's notifications: its own toaster, one toast at a time, 5 seconds by default. The
// toaster's code and looks (toast-list.tsx) load with the first toast, not with the screen
// (decision 201).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ToastKind } from './toast-colors.ts';

export interface Notice {
  title: string;
  description?: string;
  /** A button in the toast ("Open it"); clicking it also closes the toast. */
  action?: { label: string; onClick(): void };
}

export interface Notify {
  success(notice: Notice): void;
  /** Neither success nor failure: done, with something still to come (a save waiting to sync). */
  info(notice: Notice): void;
  error(notice: Notice): void;
}

const NotifyContext = createContext<Notify | null>(null);

type ToastModule = typeof import('./toast-list.tsx');

const loadToastList = (): Promise<ToastModule> => import('./toast-list.tsx');

/**
 * Loads the toasts' code now rather than with the first toast: for a host whose files can go away
 * while its window stays open (studio:web's process stopped), so a failed save can still say so.
 */
export const preloadToasts = (): void => void loadToastList().catch(() => undefined);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastModule | null>(null);
  // Toasts asked for before the list is on screen wait here; the list shows them once mounted.
  const [list] = useState(() => ({ mounted: null as ToastModule | null, waiting: [] as [ToastKind, Notice][], loading: false }));
  const [notify] = useState((): Notify => {
    const show = (type: ToastKind, notice: Notice) => {
      if (list.mounted) return list.mounted.showToast(type, notice);
      list.waiting.push([type, notice]);
      if (list.loading) return;
      list.loading = true;
      void loadToastList().then(setToasts);
    };
    return { success: (notice) => show('success', notice), info: (notice) => show('info', notice), error: (notice) => show('error', notice) };
  });
  useEffect(() => {
    if (!toasts) return;
    // The toaster starts listening after its first render's effects: show the waiting toasts after those.
    const timer = setTimeout(() => {
      list.mounted = toasts;
      for (const [type, notice] of list.waiting.splice(0)) toasts.showToast(type, notice);
    });
    return () => clearTimeout(timer);
  }, [toasts, list]);
  return (
    <NotifyContext value={notify}>
      {children}
      {toasts && <toasts.ToastList />}
    </NotifyContext>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside AdminRoot');
  return notify;
}
