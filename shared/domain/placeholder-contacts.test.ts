import { describe, expect, it } from 'vitest';
import { isExampleEmail, isPlaceholderPhone } from './placeholder-contacts.ts';

describe('contact details a visitor knows for stand-ins', () => {
  it('a 555 exchange, however the number is written', () => {
    for (const phone of ['(312) 555-0147', '312-555-0147', '+1 312 555 0147', '1.312.555.0147', '555-0147', '(312) 555-0147 ext. 2']) expect(isPlaceholderPhone(phone), phone).toBe(true);
    for (const phone of ['(312) 555-0147'.replace('555', '556'), '(555) 312-0147', '+44 20 5555 0147', '312 4555 014']) expect(isPlaceholderPhone(phone), phone).toBe(false);
  });

  it('a domain kept for examples', () => {
    for (const email of ['hello@example.com', 'Hello@Example.ORG', 'a@mail.example.net', 'a@shop.example', 'a@rugs.test', 'a@x.invalid', 'a@localhost']) expect(isExampleEmail(email), email).toBe(true);
    for (const email of ['consult@jacobsrugconsultancy.com', 'a@examples.com', 'a@myexample.com', 'a@example.co.uk', 'a@testing.com']) expect(isExampleEmail(email), email).toBe(false);
  });
});
