// `npm run dev`: the server (restarting on change) on :3000, rendering the public pages from
// site/'s sources (SITE_DEV, server/public-pages/dev-site.ts), and the Vite dev server on :5173,
// which proxies the public pages, /api and /content to it and serves the admin and the islands with
// hot reload. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const API_PORT = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'server/index.ts'], { stdio: 'inherit', env: { ...process.env, PORT: API_PORT, SITE_DEV: '1', SITE_DIR: '.tmp/dev-site' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

console.log(`Server: http://localhost:${API_PORT}`);
console.log('Site with hot reload: http://localhost:5173/jacobs (admin: http://localhost:5173/admin)');

let stopping = false;
function stopAll(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll());
process.once('SIGTERM', () => stopAll());
