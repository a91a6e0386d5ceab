import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './session-secret.ts';

const dir = mkdtempSync(join(tmpdir(), 'jacobs-secret-'));
afterEach(() => rmSync(join(dir, 'session-secret'), { force: true }));

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when set, writing nothing', () => {
    expect(resolveSessionSecret('from-the-environment', dir)).toBe('from-the-environment');
    expect(() => statSync(join(dir, 'session-secret'))).toThrow();
  });

  it('generates one secret, keeps it owner-only, and reuses it', () => {
    const first = resolveSessionSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(resolveSessionSecret(undefined, dir)).toBe(first);
  });
});
