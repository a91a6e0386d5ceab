// Each zone of scripts/lint/import-zones.ts, proved on a fixture repository that breaks it (the
// checker must report it) and on files that keep it (nothing reported).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkZones } from './check-zones.ts';

let root: string | undefined;

function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'zones-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('import zones', () => {
  it.each([
    ['shared/admin/screen.tsx', "import { createApp } from '../../server/app.ts';", 'imports server/app.ts: shared/ imports no app folder'],
    ['shared/seo/page.ts', "import type { Page } from '../../site/pages/page.tsx';", 'imports site/pages/page.tsx: shared/ imports no app folder'],
    ['shared/api-client/client.ts', "export { x } from '../../studio/src/bridge/bridge.ts';", 'imports studio/src/bridge/bridge.ts: shared/ imports no app folder'],
    ['shared/match.ts', "import { sample } from '../tests/spec-facts.ts';", 'imports tests/spec-facts.ts: shared/ imports no app folder'],
    ['shared/seo/file.ts', "import { readFileSync } from 'node:fs';", 'imports node:fs: shared/ imports no app folder, no Node module'],
    ['shared/seo/file.ts', "import { readFileSync } from 'fs';", 'imports fs: shared/ imports no app folder, no Node module'],
    ['shared/admin/ipc.ts', "import { ipcRenderer } from 'electron';", 'imports electron: shared/ imports no app folder, no Node module and no Electron'],
    ['shared/domain/price.ts', "import { useState } from 'react';", 'imports react: shared/contract and shared/domain import only zod'],
    ['shared/contract/pages.ts', "import { paths } from '../paths.ts';", 'imports shared/paths.ts: shared/contract and shared/domain import only zod'],
    ['shared/admin/save.ts', "export const save = () => fetch('/api/admin/products');", 'uses fetch: shared/admin talks to the server only through the injected ApiClient'],
    ['shared/admin/save.ts', 'export const save = () => globalThis.fetch("/api");', 'uses fetch: shared/admin'],
    ['shared/admin/studio.ts', 'export const sync = () => window.studio.syncNow();', 'uses window.studio: shared/admin'],
    ['server/public-pages/render.ts', "import { App } from '../../site/app.tsx';", 'imports site/app.tsx: the server imports neither the site nor the studio'],
    ['server/media/store.ts', "import { app } from 'electron';", 'imports electron: the server imports neither the site nor the studio, and no Electron'],
    ['server/http/require-admin.ts', "import type { SessionRepository } from '../auth/session-repository.ts';", 'imports server/auth/session-repository.ts: server/http is the plumbing'],
    ['site/pages/page.tsx', "import { createApp } from '../../server/app.ts';", 'imports server/app.ts: the site imports neither the server nor the studio'],
    ['site/lib/bridge.ts', "import type { Bridge } from '../../studio/src/bridge/bridge.ts';", 'imports studio/src/bridge/bridge.ts: the site imports neither the server nor the studio'],
    ['site/lib/files.ts', "import { join } from 'node:path';", 'imports node:path: the site imports neither the server nor the studio, and no Node module'],
    ['studio/src/main/services/local-media.ts', "import { sniffImageFormat } from '../../../../server/media/image-type.ts';", 'imports server/media/image-type.ts: the studio imports neither the server nor the site'],
    ['studio/web/web-server.ts', "import { theme } from '../../site/theme/system.ts';", 'imports site/theme/system.ts: the studio imports neither the server nor the site'],
    ['studio/src/renderer/app.tsx', "import { shell } from 'electron';", 'imports electron: the studio renderer'],
    ['studio/src/renderer/app.tsx', "const os = await import('node:os');", 'imports node:os: the studio renderer'],
    ['studio/src/renderer/app.tsx', "type Fs = typeof import('node:fs');", 'imports node:fs: the studio renderer'],
    ['studio/src/bridge/bridge.ts', "import type { Stats } from 'node:fs';", 'imports node:fs: the studio renderer (and the bridge types it shares)'],
    ['studio/src/preload/index.ts', "import { readFileSync } from 'node:fs';", 'imports node:fs: the sandboxed preload'],
    ['studio/web/start.ts', "import { app } from 'electron';", 'imports electron: the studio web harness'],
  ])('%s: %s is refused', (file, source, message) => {
    const violations = checkZones(repository({ [file]: source }));
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ file, line: 1 });
    expect(violations[0].message).toContain(message);
  });

  it('reports the line of each violation', () => {
    const violations = checkZones(repository({ 'site/lib/files.ts': "import { z } from 'zod';\n\nimport { join } from 'node:path';\n" }));
    expect(violations).toEqual([expect.objectContaining({ file: 'site/lib/files.ts', line: 3 })]);
  });

  it('lets every folder import what its zone allows, and tests, bench and scripts import anything', () => {
    const violations = checkZones(
      repository({
        'shared/domain/price.ts': "import { z } from 'zod';\nimport { money } from '../contract/money.ts';\nimport type { Id } from './id.ts';",
        'shared/contract/money.ts': "import { slug } from '../domain/slug.ts';",
        'shared/admin/screen.tsx': "import { useQuery } from '@tanstack/react-query';\nimport { paths } from '../paths.ts';\nconst client = { fetch: () => 1 };\nclient.fetch();\nexport const studio = 1;",
        'shared/seo/tags.ts': "import { z } from 'zod';",
        'server/http/idempotency.ts': "import type { Db } from '../db/connection.ts';\nimport { ERRORS } from '../../shared/contract/errors.ts';\nimport { createHash } from 'node:crypto';",
        'server/app.ts': "import { requireAdmin } from './http/require-admin.ts';\nimport express from 'express';",
        'site/app.tsx': "import { paths } from '../shared/paths.ts';\nimport { Box } from '@chakra-ui/react';",
        'studio/src/main/index.ts': "import { app } from 'electron';\nimport { join } from 'node:path';\nimport type { Bridge } from '../bridge/bridge.ts';",
        'studio/src/preload/index.ts': "import { contextBridge } from 'electron';",
        'studio/src/renderer/app.tsx': "import { AdminRoot } from '../../../shared/admin/admin-root.tsx';",
        'studio/web/start.ts': "import { createServer } from 'node:http';",
        'studio/testing/real-server.ts': "import { createApp } from '../../server/app.ts';",
        'server/media/service.test.ts': "import { App } from '../../site/app.tsx';",
        'shared/domain/slug.test.ts': "import { describe } from 'vitest';",
        'tests/integration/site.test.ts': "import { createApp } from '../../server/app.ts';\nimport { App } from '../../site/app.tsx';",
        'bench/run.ts': "import { createApp } from '../server/app.ts';",
        'scripts/backup.ts': "import Database from 'better-sqlite3';\nimport { readConfig } from '../server/config.ts';",
      }),
    );
    expect(violations).toEqual([]);
  });
});
