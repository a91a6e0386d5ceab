import { describe, expect, it } from 'vitest';
import { isPhoneNumber, telHref } from './phone.ts';

describe('telHref', () => {
  it.each([
    ['(312) 555-0147', 'tel:+13125550147'],
    ['312.555.0147', 'tel:+13125550147'],
    ['312-555-0147', 'tel:+13125550147'],
    ['1 (312) 555-0147', 'tel:+13125550147'],
    ['+1 312 555 0147', 'tel:+13125550147'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['(312) 555-0147 ext. 12', 'tel:+13125550147;ext=12'],
    ['312-555-0147 x4', 'tel:+13125550147;ext=4'],
    ['555-0147', 'tel:5550147'],
  ])('%s dials %s', (written, href) => {
    expect(telHref(written)).toBe(href);
  });

  it.each(['', 'call us', '<svg onload=alert(1)>', '12345', '+1 312 555 0147 0147 0147 0147', '312-555-0147; DROP', 'javascript:alert(1)'])('%j is no phone number: no link', (text) => {
    expect(isPhoneNumber(text)).toBe(false);
    expect(telHref(text)).toBeNull();
  });
});
