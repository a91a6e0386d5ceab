import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('applies the defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      dataDir: resolve('./data'),
      adminPassword: undefined,
      sessionSecret: undefined,
      siteDir: resolve('dist/site'),
      logLevel: 'info',
    });
  });

  it('reads the variables and treats empty secrets as unset', () => {
    const config = readConfig({ PORT: '3100', DATA_DIR: '/tmp/x', ADMIN_PASSWORD: '', SESSION_SECRET: '', SITE_DIR: '/srv/site', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ port: 3100, dataDir: '/tmp/x', adminPassword: undefined, sessionSecret: undefined, siteDir: '/srv/site', logLevel: 'warn' });
  });

  it('refuses a bad port or a short session secret, naming the variable', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
