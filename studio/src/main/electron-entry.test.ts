// The Electron entry, with the electron module replaced by a recorder (no Electron binary can run
// here) and a real server to connect to: one instance, a sandboxed window loading app://, one IPC
// handler per bridge method answering the app page only, links sent to the system browser, no
// DevTools in a packaged build, the page's image policy following the connected server, media
// fetched from that server only, and the session cookie sealed with safeStorage.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS, ipcChannel } from '../bridge/bridge.ts';
import { createRealServer, type RealServer } from '../../testing/real-server.ts';

type Listener = (...args: unknown[]) => unknown;
interface WindowRecord {
  options: { webPreferences: Record<string, unknown>; x?: number; y?: number; width: number; height: number };
  windowEvents: Map<string, Listener>;
  maximized: boolean;
  openHandler?: (details: { url: string }) => unknown;
  events: Map<string, Listener>;
  loaded?: string;
  minimized: boolean;
  focused: number;
}
interface MenuItem {
  role?: string;
  label?: string;
  accelerator?: string;
  submenu?: MenuItem[];
}

const recorded = vi.hoisted(() => ({
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  windows: [] as WindowRecord[],
  opened: [] as string[],
  sandboxEnabled: false,
  privilegedSchemes: [] as Array<{ scheme: string; privileges: Record<string, boolean> }>,
  protocols: new Map<string, (request: Request) => Response | Promise<Response>>(),
  appListeners: new Map<string, (...args: unknown[]) => unknown>(),
  lockGranted: true,
  quits: 0,
  menu: null as unknown,
  permissionRequest: undefined as undefined | ((...args: unknown[]) => void),
  permissionCheck: undefined as undefined | ((...args: unknown[]) => boolean),
  encrypted: [] as string[],
  userData: '',
  /** What the window-state store (electron-store in the app) holds. */
  savedWindow: undefined as unknown,
}));

vi.mock('electron', () => {
  const instances: BrowserWindow[] = [];
  class BrowserWindow {
    static getAllWindows = () => instances;
    record: WindowRecord;
    webContents: unknown;
    constructor(options: WindowRecord['options']) {
      this.record = { options, events: new Map(), windowEvents: new Map(), maximized: false, minimized: true, focused: 0 };
      recorded.windows.push(this.record);
      instances.push(this);
      const record = this.record;
      this.webContents = {
        setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => (record.openHandler = handler),
        on: (name: string, listener: Listener) => record.events.set(name, listener),
      };
    }
    once(name: string, listener: Listener) {
      this.record.windowEvents.set(name, listener);
    }
    on(name: string, listener: Listener) {
      this.record.windowEvents.set(name, listener);
    }
    show() {}
    maximize() {
      this.record.maximized = true;
    }
    isMaximized() {
      return this.record.maximized;
    }
    getNormalBounds() {
      const { x = 0, y = 0, width, height } = this.record.options;
      return { x, y, width, height };
    }
    isMinimized() {
      return this.record.minimized;
    }
    restore() {
      this.record.minimized = false;
    }
    focus() {
      this.record.focused += 1;
    }
    loadFile(file: string) {
      this.record.loaded = `file://${file}`;
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.record.loaded = url;
      return Promise.resolve();
    }
  }
  const app = {
    isPackaged: true,
    getPath: () => recorded.userData,
    enableSandbox: () => (recorded.sandboxEnabled = true),
    requestSingleInstanceLock: () => recorded.lockGranted,
    whenReady: () => Promise.resolve(),
    on: (name: string, listener: (...args: unknown[]) => unknown) => recorded.appListeners.set(name, listener),
    quit: () => void (recorded.quits += 1),
  };
  const ipcMain = { handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => recorded.handlers.set(channel, handler), on: () => undefined };
  const shell = { openExternal: async (url: string) => void recorded.opened.push(url) };
  const session = {
    defaultSession: {
      setPermissionRequestHandler: (handler: (...args: unknown[]) => void) => (recorded.permissionRequest = handler),
      setPermissionCheckHandler: (handler: (...args: unknown[]) => boolean) => (recorded.permissionCheck = handler),
    },
  };
  const protocol = {
    registerSchemesAsPrivileged: (schemes: Array<{ scheme: string; privileges: Record<string, boolean> }>) => recorded.privilegedSchemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Response) => recorded.protocols.set(scheme, handler),
  };
  const Menu = { buildFromTemplate: (template: unknown) => template, setApplicationMenu: (menu: unknown) => (recorded.menu = menu) };
  // Reversible stand-in for the OS keychain: what matters here is that the entry uses it.
  const safeStorage = {
    isEncryptionAvailable: () => true,
    encryptString: (text: string) => {
      recorded.encrypted.push(text);
      return Buffer.from(text, 'utf8').reverse();
    },
    decryptString: (sealed: Buffer) => Buffer.from(sealed).reverse().toString('utf8'),
  };
  const net = { fetch: (input: string, init?: RequestInit) => globalThis.fetch(input, init) };
  // One 1920 x 1080 screen with a 40 px task bar.
  const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] };
  const electron = { app, BrowserWindow, ipcMain, shell, session, protocol, Menu, safeStorage, net, screen };
  return { ...electron, default: electron };
});

// electron-store loads the real electron package (outside vitest's mocks), whose entry tries to
// fetch the Electron binary: the window's place is kept in memory here.
vi.mock('./window-state-store.ts', () => ({
  createWindowStateStore: () => ({
    get: () => recorded.savedWindow,
    set: (saved: unknown) => void (recorded.savedWindow = saved),
  }),
}));

const APP_PAGE = 'app://studio/index.html';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009e6a0dd1', 'hex');
let server: RealServer;
/** The image picked while unconnected, uploaded by the sync once connected. */
let keptFile = '';

/** An IPC event from the studio's own page; `reloads` counts the page reloads it asked for. */
function fromApp(url = `${APP_PAGE}#/admin/dashboard`) {
  const sender = { reloads: 0, reload: () => void (sender.reloads += 1) };
  return { senderFrame: { url }, sender };
}
const call = (method: Parameters<typeof ipcChannel>[0], event: unknown, ...args: unknown[]) => recorded.handlers.get(ipcChannel(method))!(event, ...args);
const appPage = () => recorded.protocols.get('app')!(new Request(APP_PAGE));

beforeAll(async () => {
  recorded.userData = (await import('../../testing/studio-harness.ts')).tempDir('studio-electron-');
  server = await createRealServer();
  await server.start();
  await import('./index.ts');
  // Ready once its window is made (after its calls and protocols are set up).
  await vi.waitFor(() => expect(recorded.windows.length).toBeGreaterThan(0));
});

afterAll(async () => {
  await server?.stop();
});

describe('Electron entry', () => {
  it('opens a sandboxed, context-isolated window loading the renderer from app://', () => {
    expect(recorded.sandboxEnabled).toBe(true);
    const [window] = recorded.windows;
    expect(window.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(String(window.options.webPreferences.preload)).toMatch(/preload[/\\]index\.cjs$/);
    expect(window.loaded).toBe(APP_PAGE);
    expect(recorded.privilegedSchemes).toContainEqual({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) });
  });

  it('gives a packaged build no DevTools: not in the window, not in the menu, no shortcut to them', () => {
    const [window] = recorded.windows;
    expect(window.options.webPreferences.devTools).toBe(false);
    const items: MenuItem[] = [];
    const walk = (list: MenuItem[]) => list.forEach((item) => (items.push(item), walk(item.submenu ?? [])));
    walk(recorded.menu as MenuItem[]);
    expect(items.length).toBeGreaterThan(0);
    // The default menu's View holds Toggle Developer Tools and its shortcut; this one must not.
    expect(items.filter((item) => item.role === 'toggleDevTools' || item.role === 'viewMenu')).toEqual([]);
    expect(items.filter((item) => /I$/i.test(item.accelerator ?? '') && /Shift|Alt/.test(item.accelerator ?? ''))).toEqual([]);
  });

  it('keeps one instance: a second launch focuses the window, and a launch without the lock quits', async () => {
    const [window] = recorded.windows;
    recorded.appListeners.get('second-instance')?.({}, [], '');
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(1);

    recorded.lockGranted = false;
    const windowsBefore = recorded.windows.length;
    const handlersBefore = new Map(recorded.handlers);
    vi.resetModules();
    await import('./index.ts');
    await vi.waitFor(() => expect(recorded.quits).toBe(1));
    expect(recorded.windows.length).toBe(windowsBefore);
    expect(recorded.handlers).toEqual(handlersBefore);
    recorded.lockGranted = true;
  });

  it('opens at the default size the first time and keeps its place when closed (electron-store)', () => {
    const [window] = recorded.windows;
    expect(window.options).toMatchObject({ width: 1280, height: 860, minWidth: 900, minHeight: 600 });
    expect(window.options.x).toBeUndefined();
    window.maximized = true;
    window.windowEvents.get('close')?.();
    expect(recorded.savedWindow).toEqual({ x: 0, y: 0, width: 1280, height: 860, maximized: true });
    window.maximized = false;
  });

  it('registers exactly one IPC handler per bridge method', () => {
    expect([...recorded.handlers.keys()].sort()).toEqual(BRIDGE_METHODS.map(ipcChannel).sort());
  });

  it('answers bridge calls from the app page only', async () => {
    expect(await call('getSyncState', fromApp())).toMatchObject({ ok: true, value: { pending: 0 } });
    for (const url of ['https://evil.example/', 'file:///tmp/out/renderer/index.html', 'app://elsewhere/index.html']) {
      await expect(call('getSyncState', { senderFrame: { url } }), url).rejects.toThrow(/Refused/);
    }
  });

  it('sends new windows and navigations away from the app to the system browser, and refuses webviews and permissions', () => {
    const [window] = recorded.windows;
    expect(window.openHandler?.({ url: 'http://127.0.0.1:3000/jacobs' })).toEqual({ action: 'deny' });
    const away = { preventDefault: vi.fn() };
    window.events.get('will-navigate')?.(away, 'https://example.com/elsewhere');
    expect(away.preventDefault).toHaveBeenCalled();
    const inApp = { preventDefault: vi.fn() };
    window.events.get('will-navigate')?.(inApp, `${APP_PAGE}#/admin/products`);
    expect(inApp.preventDefault).not.toHaveBeenCalled();
    expect(recorded.opened).toEqual(['http://127.0.0.1:3000/jacobs', 'https://example.com/elsewhere']);

    const webview = { preventDefault: vi.fn() };
    window.events.get('will-attach-webview')?.(webview, {}, { src: 'https://evil.example/' });
    expect(webview.preventDefault).toHaveBeenCalled();
    const answers: boolean[] = [];
    recorded.permissionRequest?.({}, 'media', (granted: boolean) => answers.push(granted));
    expect(answers).toEqual([false]);
    expect(recorded.permissionCheck?.({}, 'clipboard-read', APP_PAGE, {})).toBe(false);
  });

  it('serves the page with a policy allowing no plugin, base, form target or foreign script, and images from the app only while unconnected', async () => {
    const page = await appPage();
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toBe("img-src 'self' blob: studio-media:");
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const directives = new Map(meta.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources.join(' ')]));
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
  });

  it('serves images picked offline to the renderer under its own scheme, and nothing else', async () => {
    expect(recorded.privilegedSchemes.map((entry) => entry.scheme).sort()).toEqual(['app', 'studio-media']);
    const handler = recorded.protocols.get('studio-media')!;
    // Not connected to any server: the image is kept on disk under a local id.
    const kept = (await call('mediaUpload', fromApp(), new Uint8Array(PNG), 'rug.png', 'image/png')) as { ok: true; value: { url: string } };
    expect(kept.value).toMatchObject({ url: expect.stringMatching(/^\/studio-media\/local-[0-9a-f-]{36}\.png$/), width: 3, height: 2 });
    keptFile = kept.value.url.slice('/studio-media/'.length);
    const served = await handler(new Request(`studio-media://local/${keptFile}`));
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await handler(new Request('studio-media://local/..%2f..%2fstate.json'))).status).toBe(404);
  });

  it('connecting reloads the page once so its image policy names the server, and seals the session cookie with safeStorage', async () => {
    const event = fromApp();
    expect(await call('connect', event, server.url, server.password)).toMatchObject({ ok: true, value: { serverUrl: server.url, hasSession: true } });
    await vi.waitFor(() => expect(event.sender.reloads).toBe(1));
    expect((await appPage()).headers.get('Content-Security-Policy')).toBe(`img-src 'self' blob: studio-media: ${server.url}`);

    const again = fromApp();
    expect(await call('connect', again, server.url, server.password)).toMatchObject({ ok: true });
    // A reload is queued as a 0 ms timer after the reply: one queued now runs after it would have.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(again.sender.reloads).toBe(0);

    // What safeStorage was given is the cookie jar, and what it holds is the session the server set.
    const jar = JSON.parse(recorded.encrypted.at(-1)!) as Record<string, { value: string }>;
    expect(Object.values(jar).length).toBeGreaterThan(0);
  });

  it('once the sync has uploaded an image picked offline, fetches it from the connected server', async () => {
    expect(await call('syncNow', fromApp())).toMatchObject({ ok: true });
    const served = await recorded.protocols.get('studio-media')!(new Request(`studio-media://local/${keptFile}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
