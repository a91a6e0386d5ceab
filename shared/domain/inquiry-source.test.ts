import { describe, expect, it } from 'vitest';
import { campaignTag, fromPagePath } from './inquiry-source.ts';

describe('campaignTag', () => {
  it('keeps printable text up to 100 characters, trimmed', () => {
    expect(campaignTag(' services ')).toBe('services');
    expect(campaignTag('Spring Sale 2026 – Café')).toBe('Spring Sale 2026 – Café');
    expect(campaignTag('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('drops what the contract would refuse, so the message is still sent', () => {
    for (const value of [null, undefined, '', '   ', 'x'.repeat(101), 'mail\nBcc: x', 'a\u0000b', 'rtl\u202Eevil']) expect(campaignTag(value)).toBeNull();
  });
});

describe('fromPagePath', () => {
  it('keeps a path of this site', () => {
    for (const path of ['/', '/jacobs', '/jacobs/product/12', '/jacobs/blog/caf%C3%A9', `/${'a'.repeat(199)}`]) expect(fromPagePath(path)).toBe(path);
  });

  it('drops anything else', () => {
    for (const value of [null, '', 'jacobs', '//evil.example/x', 'https://evil.example/', '/jacobs/shop?page=2', '/jacobs#x', '/a b', `/${'a'.repeat(200)}`]) {
      expect(fromPagePath(value)).toBeNull();
    }
  });
});
