import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.ts';

describe('clientKeyOf', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as it', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::5%eth0', '2001:db8:1:2:0:0:1.2.3.4']) {
      expect(clientKeyOf(address), address).toBe(key);
    }
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('answers undefined for anything that is not an IP address', () => {
    for (const value of [undefined, '', 'not-an-ip', '203.0.113.7, 10.0.0.1', '2001:db8::1::2', 'unknown']) expect(clientKeyOf(value), String(value)).toBeUndefined();
  });
});
