// After the admin's build: its two shells with the admin's first paint in them (decision 163).
// `node scripts/write-admin-shells.ts <site folder>` renders site/admin/admin-first-paint.tsx (built
// by `vite build --ssr --mode admin` into `<site folder>-admin-first-paint/`) at each shell's address,
// writes the markup into #root and its styles into <head>, and removes that build.
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_SHELLS, createShell, type AdminShellFile } from '../server/public-pages/page-html.ts';
import type { StaticRender } from '../site/lib/render-static.tsx';

/** React puts the elements it hoists (the screen's <title> and robots <meta>) first; the server sends its own. */
const withoutHoisted = (html: string): string => html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)+/, '');

export async function writeAdminShells(siteDir: string): Promise<void> {
  const build = `${siteDir}-admin-first-paint`;
  const { renderAdminFirstPaint } = (await import(pathToFileURL(join(build, 'admin-first-paint.js')).href)) as {
    renderAdminFirstPaint(pathname: string): Promise<StaticRender>;
  };
  // The admin's build wrote admin.html with an empty #root: the template of both shells.
  const template = createShell(siteDir, 'admin.html');
  const html = template.current()?.html;
  if (!html?.includes('<div id="root"></div>')) throw new Error(`${siteDir}/admin.html is not the admin build's shell (its #root is not empty)`);
  const shells = await Promise.all(
    (Object.entries(ADMIN_SHELLS) as [AdminShellFile, string][]).map(async ([file, pathname]) => {
      const { html: body, styles } = await renderAdminFirstPaint(pathname);
      return [file, template.render(styles, withoutHoisted(body))!] as const;
    }),
  );
  for (const [file, shell] of shells) writeFileSync(join(siteDir, file), shell);
  rmSync(build, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const siteDir = process.argv[2];
  if (!siteDir) throw new Error('Usage: node scripts/write-admin-shells.ts <site folder>');
  await writeAdminShells(resolve(siteDir));
}
