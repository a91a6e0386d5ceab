import { describe, expect, it } from 'vitest';
import { bookingHref } from './booking-link.ts';
import { paths } from './paths.ts';

describe('where a Book button leads', () => {
  const link = 'https://calendly.com/jacobs-rugs/ai-rug-fit-consultation';
  it('to the booking page on this site, by default', () => {
    expect(bookingHref({ bookingMode: 'site', bookingUrl: link })).toBe(paths.book);
    expect(bookingHref({ bookingUrl: link })).toBe('/jacobs/book');
  });
  it('to the booking link when the owner books elsewhere', () => {
    expect(bookingHref({ bookingMode: 'external', bookingUrl: link })).toBe(link);
  });
});
