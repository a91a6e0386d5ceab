// `npm run studio:web`: the studio without Electron. The same main-process services run here in
// Node (its data folder is STUDIO_DATA_DIR), the renderer is served on 127.0.0.1, and the
// bridge answers over HTTP. Options: --port <n> or STUDIO_PORT (default 5180),
// STUDIO_DATA_DIR (default ./data/studio), --no-build to serve the last build as is.
// Each launch makes a new random access key, printed in the address to open: only a tab opened
// with it can drive the studio (see web-server.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createStudioService } from '../src/main/services/studio-service.ts';
import { openStudioStores } from '../src/main/services/studio-stores.ts';
import { STUDIO_TOKEN_PARAM } from '../src/bridge/bridge-http.ts';
import { buildRenderer, STUDIO_WEB_DIR } from './build-renderer.ts';
import { startStudioWebServer } from './web-server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'no-build': { type: 'boolean' } } });
const port = Number(values.port ?? process.env.STUDIO_PORT ?? 5180);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port ${values.port ?? process.env.STUDIO_PORT}`);
const dataDir = resolve(process.env.STUDIO_DATA_DIR ?? join('data', 'studio'));

const staticDir = values['no-build'] ? STUDIO_WEB_DIR : await buildRenderer();

/** studio:web runs on the owner's machine: hand links to its browser, as the desktop app does. */
async function openInSystemBrowser(url: string) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true }).on('error', () => console.log(`Open ${url} in your browser`)).unref();
}

const service = createStudioService({
  // state.json and cache.json: where versions before decision 100 kept everything.
  stores: openStudioStores(dataDir, { state: join(dataDir, 'state.json'), cache: join(dataDir, 'cache.json') }),
  mediaDir: join(dataDir, 'media'),
  openExternal: openInSystemBrowser,
  ...(process.env.STUDIO_PROBE_MS ? { probeIntervalMs: Number(process.env.STUDIO_PROBE_MS) } : {}),
});
const token = randomBytes(32).toString('base64url');
const server = await startStudioWebServer({ service, staticDir, port, token });
console.log(`Jacobs Studio (web) on ${server.url}/?${STUDIO_TOKEN_PARAM}=${token} (data in ${dataDir})`);

function shutdown() {
  service.dispose();
  void server.close().then(() => process.exit(0));
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
