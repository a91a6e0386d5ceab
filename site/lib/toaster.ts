// The site's notices (contact form and newsletter feedback). Only the contact page shows any, so
// the toast machinery (Chakra's toaster, zag's state machine, its recipe) is not on any page's
// first render: the first notice asks the layout to load SiteToaster (site/components/
// site-toaster.tsx), which shows it once mounted. One toast at a time; the newest replaces it.
import { useSyncExternalStore } from 'react';

export interface Notice {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

type Show = (notice: Notice) => void;

let show: Show | null = null;
let waiting: Notice | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Replaces whatever toast is showing, so the newest message is the one a visitor sees. */
export function notify(kind: Notice['kind'], { title, description }: Omit<Notice, 'kind'>): void {
  const notice = { kind, title, description };
  if (show) return show(notice);
  waiting = notice;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** True once a notice was asked for: the layout then mounts SiteToaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** SiteToaster's hook-up: shows the notice that made it load, then every later one. */
export function connectToaster(showNotice: Show): () => void {
  show = showNotice;
  const first = waiting;
  waiting = null;
  // After this commit: a toast created while the toaster is still mounting (and, in StrictMode,
  // remounting) is not shown.
  if (first) setTimeout(() => showNotice(first), 0);
  return () => {
    if (show === showNotice) show = null;
  };
}
