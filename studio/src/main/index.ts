// The Electron entry: one sandboxed window, the studio service in this process, one IPC handler
// per bridge method, and every link that leaves the app opened in the system browser.
import { app, BrowserWindow, ipcMain, net, protocol, session, shell } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRIDGE_METHODS, ipcChannel } from '../shared/bridge.ts';
import { ELECTRON_MEDIA_SCHEME } from '../shared/local-media.ts';
import { dispatchBridgeCall } from './bridge-dispatch.ts';
import { createStudioService, type StudioService } from './services/studio-service.ts';
import { openStudioStores } from './services/studio-stores.ts';

const rendererDir = join(import.meta.dirname, '..', 'renderer');
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;

/** Pages of the app itself; anything else is external. */
function isAppUrl(url: string): boolean {
  if (devServerUrl) return new URL(url).origin === new URL(devServerUrl).origin;
  return url.startsWith(pathToFileURL(rendererDir).href);
}

function openOutside(url: string) {
  if (/^(https?|mailto):/i.test(url)) void shell.openExternal(url);
}

function registerBridge(service: StudioService) {
  for (const method of BRIDGE_METHODS) {
    ipcMain.handle(ipcChannel(method), (event, ...args: unknown[]) => {
      if (!event.senderFrame || !isAppUrl(event.senderFrame.url)) throw new Error('Refused: not the studio window');
      return dispatchBridgeCall(service, method, args);
    });
  }
}

/**
 * Previews of images picked offline: the renderer is a file:// page, so the main process serves
 * them as studio-media://local/<file> (allowed by the renderer's CSP), or forwards to the server's
 * copy once uploaded.
 */
function registerLocalMedia(service: StudioService) {
  protocol.handle(ELECTRON_MEDIA_SCHEME, (request) => {
    const file = new URL(request.url).pathname.replace(/^\/+/, '');
    const found = service.localMediaFile(file);
    if (!found) return new Response('Not found', { status: 404 });
    if ('redirect' in found) return net.fetch(found.redirect);
    return new Response(new Uint8Array(found.bytes), { headers: { 'Content-Type': found.mimeType, 'X-Content-Type-Options': 'nosniff' } });
  });
}

function createWindow() {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Jacobs Studio',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '..', 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  window.webContents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openOutside(url);
  });
  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(join(rendererDir, 'index.html'));
}

app.enableSandbox();
// Must be declared before the app is ready; "standard" gives the URLs a host and path.
protocol.registerSchemesAsPrivileged([{ scheme: ELECTRON_MEDIA_SCHEME, privileges: { standard: true, secure: true } }]);

void app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  const service = createStudioService({
    // The same data folder as studio:web (decision 100); electron-store's files of earlier versions are brought over once.
    stores: openStudioStores(join(app.getPath('userData'), 'studio-data'), { state: join(app.getPath('userData'), 'studio-state.json'), cache: join(app.getPath('userData'), 'studio-cache.json') }),
    mediaDir: join(app.getPath('userData'), 'studio-media'),
    openExternal: (url) => shell.openExternal(url),
  });
  registerBridge(service);
  registerLocalMedia(service);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('will-quit', () => service.dispose());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
