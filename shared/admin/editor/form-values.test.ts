import { describe, expect, it } from 'vitest';
import { productInput, ROI_DISCLAIMER_REQUIRED } from '../../contract/products.ts';
import { fromDateTimeLocal, numberInput, sameValues, textOf, toDateTimeLocal, validateWith } from './form-values.ts';

describe('date-time inputs', () => {
  it('round-trips at minute precision in local time', () => {
    const iso = fromDateTimeLocal('2031-03-04T09:30');
    expect(iso).toBe(new Date('2031-03-04T09:30').toISOString());
    expect(toDateTimeLocal(iso)).toBe('2031-03-04T09:30');
  });
  it('treats empty as not set', () => {
    expect(fromDateTimeLocal('  ')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });
});

describe('number and text inputs', () => {
  it('reads numbers, keeps non-numbers for the schema to report, and blank as missing', () => {
    expect(numberInput('12.5')).toBe(12.5);
    expect(numberInput('')).toBeUndefined();
    expect(numberInput('abc')).toBe('abc');
    expect(numberInput('12,500')).toBe(12500);
    expect(numberInput('12,5OO')).toBe('12,5OO');
    expect(textOf(null)).toBe('');
    expect(textOf(0)).toBe('0');
  });
});

describe('validateWith', () => {
  it('gives the first message per field from the contract schema', () => {
    const result = validateWith(productInput, { name: '', price: 10, collection: 'heritage', roiMultiplier: 1.2, roiDisclaimer: '' });
    expect(result).toEqual({ ok: false, errors: { name: 'Name is required', roiDisclaimer: ROI_DISCLAIMER_REQUIRED } });
  });
  it('returns the parsed input, optional text as null', () => {
    const result = validateWith(productInput, { name: 'Rug', price: 10, collection: 'Heritage Collection', size: '' });
    expect(result).toMatchObject({ ok: true, input: { name: 'Rug', collection: 'heritage', size: null, roiMultiplier: null } });
  });
});

describe('sameValues', () => {
  it('compares text, flags and lists', () => {
    expect(sameValues({ a: 'x', b: true, c: ['1', '2'] }, { a: 'x', b: true, c: ['1', '2'] })).toBe(true);
    expect(sameValues({ c: ['1', '2'] }, { c: ['2', '1'] })).toBe(false);
    expect(sameValues({ a: 'x' }, { a: 'x', b: false })).toBe(false);
  });
});
