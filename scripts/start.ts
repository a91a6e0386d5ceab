// `npm start`: build the site if it has never been built, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const siteDir = resolve(process.env.SITE_DIR ?? 'dist/site');
if (!existsSync(join(siteDir, 'index.html'))) {
  console.log(`No built site in ${siteDir}; running vite build first.`);
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/index.ts');
