import { describe, expect, it } from 'vitest';
import { contactPageQuery, contactPrefill, contactProduct } from './contact-prefill.ts';

const read = (query: string) => new URLSearchParams(query);

describe('the contact page’s address', () => {
  it('names a prefill', () => {
    expect(contactPrefill(read('type=brief&utm_medium=rug-intelligence'))).toBe('brief');
    expect(contactPrefill(read('utm_source=services&utm_medium=rug-intelligence'))).toBe('ai-matching');
    expect(contactPrefill(read('utm_medium=antique-sourcing'))).toBeUndefined();
  });

  it('names a product by its id (the first one), or none', () => {
    expect(contactProduct(read('product=12'))).toBe(12);
    expect(contactProduct(read('product=007&product=8'))).toBe(7);
    for (const query of ['', 'product=', 'product=0', 'product=abc', 'product=1e3', 'product=1234567890123456']) expect(contactProduct(read(query))).toBeUndefined();
  });

  it('reduces to the one query that asks for the same page', () => {
    expect(contactPageQuery(read('utm_source=services&utm_medium=rug-intelligence&product=05&x=1'))).toBe('utm_medium=rug-intelligence&product=5');
    expect(contactPageQuery(read('product=3&type=brief'))).toBe('type=brief&product=3');
    expect(contactPageQuery(read('utm_campaign=spring'))).toBe('');
  });
});
