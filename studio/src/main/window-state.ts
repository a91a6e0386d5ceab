// Where the studio window was: reopened at the same size and place, maximized again if it was, and
// back on a visible screen when the screen it was on is gone (a laptop off its external monitor).
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SavedWindow extends Bounds {
  maximized: boolean;
}

export interface WindowSize {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/** The keeper of the one saved value (electron-store in the app, memory in tests). */
export interface WindowStateStore {
  get(): SavedWindow | undefined;
  set(saved: SavedWindow): void;
}

/** The little of a BrowserWindow this needs. */
export interface TrackedWindow {
  on(event: 'close', listener: () => void): unknown;
  getNormalBounds(): Bounds;
  isMaximized(): boolean;
}

/** At least this much of the title bar must show on a screen for the saved place to count. */
const VISIBLE_EDGE = 48;

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function isSavedWindow(value: unknown): value is SavedWindow {
  if (!value || typeof value !== 'object') return false;
  const saved = value as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((key) => isWhole(saved[key])) && typeof saved.maximized === 'boolean';
}

function overlap(a: Bounds, b: Bounds): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The window's options from what was saved: its place when its title bar still shows on one of
 * `workAreas`, else the default size centred by the system. A saved value that is not a window
 * (an edited or damaged file) is ignored.
 */
export function restoredWindow(saved: unknown, workAreas: Bounds[], size: WindowSize): { bounds: Partial<Bounds> & { width: number; height: number }; maximized: boolean } {
  const fallback = { bounds: { width: size.width, height: size.height }, maximized: false };
  if (!isSavedWindow(saved)) return fallback;
  const width = Math.max(saved.width, size.minWidth);
  const height = Math.max(saved.height, size.minHeight);
  const titleBar = { x: saved.x, y: saved.y, width, height: VISIBLE_EDGE };
  const shows = workAreas.some((area) => {
    const shared = overlap(titleBar, area);
    return shared.width >= VISIBLE_EDGE && shared.height > 0;
  });
  if (!shows) return { bounds: { width, height }, maximized: saved.maximized };
  return { bounds: { x: saved.x, y: saved.y, width, height }, maximized: saved.maximized };
}

/** Saves the window's normal (unmaximized) place and whether it is maximized, when it closes. */
export function keepWindowState(window: TrackedWindow, store: WindowStateStore): void {
  window.on('close', () => store.set({ ...window.getNormalBounds(), maximized: window.isMaximized() }));
}
