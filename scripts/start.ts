// `npm start`: build the site (the browser bundle and its server renderer) if it has never been
// built, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const siteDir = resolve(process.env.SITE_DIR ?? 'dist/site');
if (!existsSync(join(siteDir, 'index.html')) || !existsSync(join(`${siteDir}-ssr`, 'entry-server.js'))) {
  console.log(`No built site in ${siteDir}; running npm run build:site first.`);
  const build = spawnSync('npm', ['run', 'build:site'], { stdio: 'inherit', env: { ...process.env, SITE_OUT_DIR: siteDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/index.ts');
