import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('applies the defaults: no public origin (development), no proxy trusted', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      dataDir: resolve('./data'),
      adminPassword: undefined,
      sessionSecret: undefined,
      siteDir: resolve('dist/site'),
      siteDev: false,
      logLevel: 'info',
      publicUrl: undefined,
      trustProxy: false,
      formLimits: { perClient: 5, global: 200 },
      bookingLimits: { perEmail: 2, perClient: 2, perHour: 20 },
      connectionsPerClient: 50,
      requestsPerClient: 200,
      roomPhotosMaxBytes: 250 * 1024 * 1024,
    });
  });

  it('reads the variables and treats empty secrets as unset', () => {
    const config = readConfig({ PORT: '3100', DATA_DIR: '/tmp/x', ADMIN_PASSWORD: '', SESSION_SECRET: '', SITE_DIR: '/srv/site', LOG_LEVEL: 'warn', FORMS_PER_CLIENT: '3', FORMS_PER_HOUR: '50', CONNECTIONS_PER_CLIENT: '20', ROOM_PHOTOS_MAX_MB: '40' });
    expect(config).toMatchObject({ roomPhotosMaxBytes: 40 * 1024 * 1024, port: 3100, dataDir: '/tmp/x', adminPassword: undefined, sessionSecret: undefined, siteDir: '/srv/site', logLevel: 'warn', formLimits: { perClient: 3, global: 50 }, connectionsPerClient: 20 });
  });

  it('refuses a bad port, a short session secret or a short ADMIN_PASSWORD, naming the variable', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ ADMIN_PASSWORD: 'nine-char' })).toThrow(/ADMIN_PASSWORD: Must be at least 10 characters/);
    expect(readConfig({ ADMIN_PASSWORD: 'ten-chars!' }).adminPassword).toBe('ten-chars!');
  });

  it('takes PUBLIC_URL as an origin and refuses anything else', () => {
    expect(readConfig({ PUBLIC_URL: 'https://Rugs.Example/' }).publicUrl).toBe('https://rugs.example');
    expect(readConfig({ PUBLIC_URL: 'http://rugs.example:8080' }).publicUrl).toBe('http://rugs.example:8080');
    for (const bad of ['rugs.example', 'ftp://rugs.example', 'https://rugs.example/jacobs', 'https://rugs.example/?x=1', 'https://user:pw@rugs.example']) {
      expect(() => readConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('requires PUBLIC_URL in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: Required when NODE_ENV=production/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rugs.example' }).publicUrl).toBe('https://rugs.example');
  });

  it('reads TRUST_PROXY as none, hops, or named addresses and ranges; never "true"', () => {
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '::1/129', 'loopback,']) expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('reads SMTP_URL (smtp:// or smtps://, percent-encoded user and password) with MAIL_FROM', () => {
    const from = 'Jacobs Rug Consultancy <leads@rugs.example>';
    expect(readConfig({ SMTP_URL: 'smtp://ann%40rugs.example:p%3Ass@mail.example:2525', MAIL_FROM: from }).smtp).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      user: 'ann@rugs.example',
      password: 'p:ss',
      from: { name: 'Jacobs Rug Consultancy', address: 'leads@rugs.example' },
    });
    expect(readConfig({ SMTP_URL: 'smtps://mail.example', MAIL_FROM: 'leads@rugs.example' }).smtp).toEqual({
      host: 'mail.example',
      port: 465,
      secure: true,
      user: undefined,
      password: undefined,
      from: { address: 'leads@rugs.example' },
    });
    expect(readConfig({ SMTP_URL: 'smtp://[::1]:25', MAIL_FROM: 'leads@rugs.example' }).smtp).toMatchObject({ host: '::1', port: 25 });
    expect(readConfig({ MAIL_FROM: 'leads@rugs.example' }).smtp).toBeUndefined();
  });

  it('refuses a bad SMTP_URL or MAIL_FROM, or SMTP_URL without MAIL_FROM, never repeating the password', () => {
    for (const bad of ['mail.example', 'http://mail.example', 'smtp://user:secret-pw@mail.example/inbox', 'smtp://user:secret-pw@mail.example?x=1', 'smtp://user:%E0%A4%A@mail.example']) {
      expect(() => readConfig({ SMTP_URL: bad, MAIL_FROM: 'leads@rugs.example' }), bad).toThrow(/SMTP_URL/);
      try {
        readConfig({ SMTP_URL: bad, MAIL_FROM: 'leads@rugs.example' });
      } catch (error) {
        expect((error as Error).message).not.toMatch(/secret-pw/);
      }
    }
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM: Required when SMTP_URL is set/);
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'Jacobs <not an address>' })).toThrow(/MAIL_FROM/);
  });
});
