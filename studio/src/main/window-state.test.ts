import { describe, expect, it } from 'vitest';
import { keepWindowState, restoredWindow, type SavedWindow } from './window-state.ts';

const SIZE = { width: 1280, height: 860, minWidth: 900, minHeight: 600 };
const LAPTOP = { x: 0, y: 0, width: 1440, height: 870 };
const MONITOR_ON_THE_RIGHT = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('where the studio window reopens', () => {
  it('at the default size, placed by the system, the first time or when what was kept is not a window', () => {
    for (const saved of [undefined, null, 'x', { x: 1, y: 2 }, { x: 1.5, y: 2, width: 1000, height: 700, maximized: false }]) {
      expect(restoredWindow(saved, [LAPTOP], SIZE), JSON.stringify(saved)).toEqual({ bounds: { width: 1280, height: 860 }, maximized: false });
    }
  });

  it('where it was, maximized again if it was', () => {
    const saved: SavedWindow = { x: 1600, y: 100, width: 1500, height: 1000, maximized: true };
    expect(restoredWindow(saved, [LAPTOP, MONITOR_ON_THE_RIGHT], SIZE)).toEqual({ bounds: { x: 1600, y: 100, width: 1500, height: 1000 }, maximized: true });
  });

  it('on a visible screen when the screen it was on is gone, keeping its size', () => {
    const saved: SavedWindow = { x: 1600, y: 100, width: 1500, height: 1000, maximized: false };
    expect(restoredWindow(saved, [LAPTOP], SIZE)).toEqual({ bounds: { width: 1500, height: 1000 }, maximized: false });
  });

  it('not with its title bar above the screen or only a sliver of it showing', () => {
    expect(restoredWindow({ x: 100, y: -200, width: 1000, height: 700, maximized: false }, [LAPTOP], SIZE).bounds.x).toBeUndefined();
    expect(restoredWindow({ x: 1420, y: 100, width: 1000, height: 700, maximized: false }, [LAPTOP], SIZE).bounds.x).toBeUndefined();
  });

  it('never smaller than the window allows', () => {
    expect(restoredWindow({ x: 10, y: 10, width: 200, height: 100, maximized: false }, [LAPTOP], SIZE).bounds).toEqual({ x: 10, y: 10, width: 900, height: 600 });
  });

  it('is saved when the window closes: its normal place, and whether it is maximized', () => {
    let close = () => {};
    let saved: SavedWindow | undefined;
    keepWindowState(
      { on: (_event, listener) => (close = listener), getNormalBounds: () => ({ x: 5, y: 6, width: 1000, height: 700 }), isMaximized: () => true },
      { get: () => saved, set: (value) => (saved = value) },
    );
    expect(saved).toBeUndefined();
    close();
    expect(saved).toEqual({ x: 5, y: 6, width: 1000, height: 700, maximized: true });
  });
});
