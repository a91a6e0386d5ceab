// The installer configuration as electron-builder itself reads and validates it: the fuses that
// keep the packaged app from being run as plain Node or loading code from outside its checked
// app.asar are set, under the names electron-builder knows (a misspelt key fails its schema).
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './testing/real-server.ts';

const load = () => getConfig(REPO_ROOT, 'studio/electron-builder.yml', null);

describe('studio/electron-builder.yml', () => {
  it('flips the Electron fuses a shipped app should not leave open', async () => {
    const config = await load();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('would refuse a fuse under a name electron-builder does not know', async () => {
    const config = await load();
    const misspelt = { ...config, electronFuses: { ...config.electronFuses, runAsNodeFuse: false } };
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(/electronFuses/);
  });
});
