// The Electron entry: one instance, one sandboxed window showing the renderer from app://, the
// studio service in this process, one IPC handler per bridge method answering that page only, and
// every link that leaves the app opened in the system browser. Each safeguard and its reason:
// docs/decisions/105-studio-electron-hardening.md.
import { app, BrowserWindow, ipcMain, Menu, net, protocol, safeStorage, screen, session, shell, type WebContents } from 'electron';
import { join } from 'node:path';
import { BRIDGE_METHODS, ipcChannel } from '../bridge/bridge.ts';
import { ELECTRON_MEDIA_SCHEME } from '../bridge/local-media.ts';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, isAppUrl } from './app-protocol.ts';
import { dispatchBridgeCall } from './bridge-dispatch.ts';
import { createMediaProtocolHandler } from './media-protocol.ts';
import { packagedMenu } from './packaged-menu.ts';
import { imagePolicy } from './renderer-csp.ts';
import { safeStorageSealer } from './safe-storage-sealer.ts';
import { createStudioService, type StudioService } from './services/studio-service.ts';
import { openStudioStores } from './services/studio-stores.ts';
import { keepWindowState, restoredWindow } from './window-state.ts';
import { createWindowStateStore } from './window-state-store.ts';

const rendererDir = join(import.meta.dirname, '..', 'renderer');
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
/** The server the page's image policy names: a page made for another server must reload. */
let pagePolicyServer: string | null = null;

const serverUrlOf = async (service: StudioService) => (await service.getConnection()).serverUrl;

/** Pages of the app itself; anything else is external. */
function isOwnPage(url: string): boolean {
  if (devServerUrl) return URL.canParse(url) && new URL(url).origin === new URL(devServerUrl).origin;
  return isAppUrl(url);
}

function openOutside(url: string) {
  if (/^(https?|mailto):/i.test(url)) void shell.openExternal(url);
}

function registerBridge(service: StudioService) {
  for (const method of BRIDGE_METHODS) {
    ipcMain.handle(ipcChannel(method), async (event, ...args: unknown[]) => {
      if (!event.senderFrame || !isOwnPage(event.senderFrame.url)) throw new Error('Refused: not the studio window');
      const result = await dispatchBridgeCall(service, method, args);
      if (method === 'connect' && result.ok && !devServerUrl && (await serverUrlOf(service)) !== pagePolicyServer) reloadAfterReply(event.sender);
      return result;
    });
  }
}

/** The reply goes first, so the page is not torn down while its call is still waiting. */
function reloadAfterReply(contents: WebContents) {
  setTimeout(() => contents.reload(), 0);
}

function registerProtocols(service: StudioService) {
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rootDir: rendererDir,
      async pagePolicy() {
        pagePolicyServer = await serverUrlOf(service);
        return imagePolicy(pagePolicyServer);
      },
    }),
  );
  protocol.handle(
    ELECTRON_MEDIA_SCHEME,
    createMediaProtocolHandler({ localMediaFile: (file) => service.localMediaFile(file), serverUrl: () => serverUrlOf(service), fetch: (url, init) => net.fetch(url, init) }),
  );
}

/** Navigation, new windows and <webview> all stay out of the app's window. */
function guardContents(contents: WebContents) {
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (isOwnPage(url)) return;
    event.preventDefault();
    openOutside(url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

const WINDOW_SIZE = { width: 1280, height: 860, minWidth: 900, minHeight: 600 };

function createWindow() {
  const windowState = createWindowStateStore();
  const place = restoredWindow(
    windowState.get(),
    screen.getAllDisplays().map((display) => display.workArea),
    WINDOW_SIZE,
  );
  const window = new BrowserWindow({
    ...place.bounds,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    title: 'Jacobs Studio',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '..', 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools: !app.isPackaged,
    },
  });
  window.once('ready-to-show', () => {
    if (place.maximized) window.maximize();
    window.show();
  });
  keepWindowState(window, windowState);
  guardContents(window.webContents);
  void window.loadURL(devServerUrl ?? APP_ENTRY_URL);
}

function focusWindow() {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return createWindow();
  if (window.isMinimized()) window.restore();
  window.focus();
}

function start() {
  app.enableSandbox();
  // Must be declared before the app is ready; "standard" gives the URLs a host and path.
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES },
    { scheme: ELECTRON_MEDIA_SCHEME, privileges: { standard: true, secure: true } },
  ]);
  app.on('second-instance', focusWindow);

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
    session.defaultSession.setPermissionCheckHandler(() => false);
    // Without the default menu there is no Toggle Developer Tools item, nor its shortcut.
    if (app.isPackaged) Menu.setApplicationMenu(Menu.buildFromTemplate(packagedMenu(process.platform)));
    const service = createStudioService({
      // The same data folder as studio:web (decision 100); electron-store's files of earlier versions are brought over once.
      stores: openStudioStores(join(app.getPath('userData'), 'studio-data'), {
        state: join(app.getPath('userData'), 'studio-state.json'),
        cache: join(app.getPath('userData'), 'studio-cache.json'),
      }),
      mediaDir: join(app.getPath('userData'), 'studio-media'),
      openExternal: (url) => shell.openExternal(url),
      secrets: safeStorageSealer(safeStorage),
    });
    registerBridge(service);
    registerProtocols(service);
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
    app.on('will-quit', () => service.dispose());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

// A second studio on the same data folder would write the same outbox and drafts: the second
// launch hands over to the first (its window comes forward) and quits.
if (app.requestSingleInstanceLock()) start();
else app.quit();
