// The menu of a packaged build: Electron's default one has View > Toggle Developer Tools (and its
// shortcut) and Reload, which a shipped app should not offer. Edit stays, for the clipboard
// shortcuts macOS routes through the menu.
import type { MenuItemConstructorOptions } from 'electron';

export function packagedMenu(platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
  };
  return [...(platform === 'darwin' ? [{ role: 'appMenu' } as const] : [{ role: 'fileMenu' } as const]), { role: 'editMenu' }, view, { role: 'windowMenu' }];
}
