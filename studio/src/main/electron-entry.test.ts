// The Electron entry, with the electron module replaced by a recorder (no Electron binary can run
// here): secure window options, one IPC handler per bridge method, links sent to the system browser.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS, ipcChannel } from '../shared/bridge.ts';

const recorded = vi.hoisted(() => ({
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  windows: [] as Array<{ options: { webPreferences: Record<string, unknown> }; openHandler?: (details: { url: string }) => unknown; events: Map<string, (...args: unknown[]) => void>; loaded?: string }>,
  opened: [] as string[],
  sandboxEnabled: false,
  privilegedSchemes: [] as Array<{ scheme: string }>,
  protocols: new Map<string, (request: Request) => Response | Promise<Response>>(),
  userData: '',
}));

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => recorded.windows;
    record: (typeof recorded.windows)[number];
    webContents: unknown;
    constructor(options: { webPreferences: Record<string, unknown> }) {
      this.record = { options, events: new Map() };
      recorded.windows.push(this.record);
      const record = this.record;
      this.webContents = {
        setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => (record.openHandler = handler),
        on: (name: string, listener: (...args: unknown[]) => void) => record.events.set(name, listener),
      };
    }
    once() {}
    show() {}
    loadFile(file: string) {
      this.record.loaded = file;
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
    whenReady: () => Promise.resolve(),
    on: () => undefined,
    quit: () => undefined,
  };
  const ipcMain = { handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => recorded.handlers.set(channel, handler), on: () => undefined };
  const shell = { openExternal: async (url: string) => void recorded.opened.push(url) };
  const session = { defaultSession: { setPermissionRequestHandler: () => undefined } };
  const protocol = {
    registerSchemesAsPrivileged: (schemes: Array<{ scheme: string }>) => recorded.privilegedSchemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Response) => recorded.protocols.set(scheme, handler),
  };
  const net = { fetch: (url: string) => Promise.resolve(new Response(null, { status: 302, headers: { Location: url } })) };
  const electron = { app, BrowserWindow, ipcMain, shell, session, protocol, net };
  return { ...electron, default: electron };
});

beforeAll(async () => {
  recorded.userData = (await import('../../testing/studio-harness.ts')).tempDir('studio-electron-');
  await import('./index.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('Electron entry', () => {
  it('opens a sandboxed, context-isolated window with the preload', () => {
    expect(recorded.sandboxEnabled).toBe(true);
    const [window] = recorded.windows;
    expect(window.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(String(window.options.webPreferences.preload)).toMatch(/preload[/\\]index\.cjs$/);
    expect(window.loaded).toMatch(/renderer[/\\]index\.html$/);
  });

  it('registers exactly one IPC handler per bridge method', () => {
    expect([...recorded.handlers.keys()].sort()).toEqual(BRIDGE_METHODS.map(ipcChannel).sort());
  });

  it('answers bridge calls from the studio window only', async () => {
    const [window] = recorded.windows;
    const handler = recorded.handlers.get(ipcChannel('getSyncState'))!;
    const appFrame = { senderFrame: { url: `file://${String(window.loaded)}#/admin/dashboard` } };
    expect(await handler(appFrame)).toMatchObject({ ok: true, value: { pending: 0 } });
    expect(() => handler({ senderFrame: { url: 'https://evil.example/' } })).toThrow(/Refused/);
  });

  it('sends new windows and navigations away from the app to the system browser', () => {
    const [window] = recorded.windows;
    expect(window.openHandler?.({ url: 'http://127.0.0.1:3000/jacobs' })).toEqual({ action: 'deny' });
    const event = { preventDefault: vi.fn() };
    window.events.get('will-navigate')?.(event, 'https://example.com/elsewhere');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(recorded.opened).toEqual(['http://127.0.0.1:3000/jacobs', 'https://example.com/elsewhere']);
  });

  it('serves images picked offline to the renderer under its own scheme, and nothing else', async () => {
    expect(recorded.privilegedSchemes.map((entry) => entry.scheme)).toEqual(['studio-media']);
    const handler = recorded.protocols.get('studio-media')!;
    const upload = recorded.handlers.get(ipcChannel('mediaUpload'))!;
    const [window] = recorded.windows;
    const appFrame = { senderFrame: { url: `file://${String(window.loaded)}` } };
    // Not connected to any server: the image is kept on disk under a local id.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009e6a0dd1', 'hex');
    const kept = (await upload(appFrame, new Uint8Array(png), 'rug.png', 'image/png')) as { ok: true; value: { url: string } };
    expect(kept.value).toMatchObject({ url: expect.stringMatching(/^\/studio-media\/local-[0-9a-f-]{36}\.png$/), width: 3, height: 2 });
    const file = kept.value.url.slice('/studio-media/'.length);
    const served = await handler(new Request(`studio-media://local/${file}`));
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await handler(new Request('studio-media://local/..%2f..%2fstate.json'))).status).toBe(404);
  });
});
