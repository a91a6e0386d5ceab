import { describe, expect, it } from 'vitest';
import { readTypedNumber } from './typed-number.ts';

describe('readTypedNumber', () => {
  it('reads plain and grouped numbers', () => {
    expect(readTypedNumber('12.5')).toEqual({ ok: true, value: 12.5 });
    expect(readTypedNumber(' 12,500 ')).toEqual({ ok: true, value: 12500 });
    expect(readTypedNumber('1,234,567.89')).toEqual({ ok: true, value: 1234567.89 });
    expect(readTypedNumber('-3')).toEqual({ ok: true, value: -3 });
    expect(readTypedNumber('.5')).toEqual({ ok: true, value: 0.5 });
  });

  it('treats blank as not given', () => {
    expect(readTypedNumber('   ')).toBeUndefined();
  });

  it('names the character it cannot read, never guessing another number', () => {
    expect(readTypedNumber('12,5OO')).toEqual({ ok: false, problem: expect.stringContaining('Cannot read the letter O in a number') });
    expect(readTypedNumber('$12')).toEqual({ ok: false, problem: expect.stringContaining('Cannot read “$”') });
    expect(readTypedNumber('12 500')).toEqual({ ok: false, problem: expect.stringContaining('Cannot read a space') });
  });

  it('refuses misplaced commas, points and minus signs', () => {
    expect(readTypedNumber('12,5')).toEqual({ ok: false, problem: 'Commas go between groups of three digits (12,500)' });
    expect(readTypedNumber('1.2.3')).toEqual({ ok: false, problem: 'Use one decimal point at most' });
    expect(readTypedNumber('12-')).toEqual({ ok: false, problem: 'A minus sign goes first' });
  });
});
