// `npm run dev`: the API server (restarting on change) on :3000 and the Vite dev server on :5173,
// which proxies /api and /content to :3000. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const API_PORT = '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'server/index.ts'], { stdio: 'inherit', env: { ...process.env, PORT: API_PORT } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

console.log(`API server: http://localhost:${API_PORT}`);
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
