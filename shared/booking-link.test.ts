import { describe, expect, it } from 'vitest';
import { bookingHref, siteLink } from './booking-link.ts';
import { carryOf, choiceOf, fitParam, parseFit } from './domain/booking/book-page.ts';
import { paths } from './paths.ts';

describe('where a Book button leads', () => {
  const link = 'https://calendly.com/jacobs-rugs/ai-rug-fit-consultation';
  it('to the booking page on this site, by default, with what it carries', () => {
    expect(bookingHref({ bookingMode: 'site', bookingUrl: link })).toBe(paths.book);
    expect(bookingHref({ bookingUrl: link })).toBe('/jacobs/book');
    expect(bookingHref({ bookingUrl: link }, { productId: 12 })).toBe('/jacobs/book?product=12');
    expect(bookingHref({ bookingUrl: link }, { utmSource: 'service-areas', utmMedium: 'evanston' })).toBe('/jacobs/book?utm_source=service-areas&utm_medium=evanston');
  });
  it('to the booking link when the owner books elsewhere, whatever the page carries', () => {
    expect(bookingHref({ bookingMode: 'external', bookingUrl: link })).toBe(link);
    expect(bookingHref({ bookingMode: 'external', bookingUrl: link }, { productId: 12 })).toBe(link);
  });
  it('a section button with the booking page’s address leads wherever booking is; any other link is itself', () => {
    for (const written of ['/jacobs/book', '/jacobs/book/', '/Jacobs/Book?type=in-home-walkthrough']) {
      expect(siteLink(written, { bookingMode: 'site', bookingUrl: link })).toBe(written);
      expect(siteLink(written, { bookingMode: 'external', bookingUrl: link })).toBe(link);
    }
    for (const other of ['/jacobs/contact', '/jacobs/booking', 'https://example.com/jacobs/book', '/jacobs/book/manage/abc']) {
      expect(siteLink(other, { bookingMode: 'external', bookingUrl: link })).toBe(other);
    }
  });
});

describe('what the booking page reads from its address', () => {
  it('a choice of well-formed values only', () => {
    expect(choiceOf(new URLSearchParams('type=ai-rug-fit-consultation&from=2027-03-08&date=2027-03-12&start=2027-03-12T16:00:00Z'))).toEqual({
      type: 'ai-rug-fit-consultation',
      from: '2027-03-08',
      date: '2027-03-12',
      start: '2027-03-12T16:00:00.000Z',
    });
    expect(choiceOf(new URLSearchParams('type=Bad Type&from=2027-02-30&date=12/03/2027&start=2027-03-12T16:00:30Z'))).toEqual({ type: null, from: null, date: null, start: null });
  });
  it('Rug Fit’s result in one parameter, read back; anything malformed is none', () => {
    const fit = { mode: 'pop' as const, palette: [{ color: '#8A5A44', share: 0.35 }, { color: '#c2b280', share: 0.25 }], productIds: [12, 14, 3] };
    expect(fitParam(fit)).toBe('pop_8a5a44.35-c2b280.25_12.14.3');
    expect(parseFit(fitParam(fit))).toEqual({ mode: 'pop', palette: [{ color: '#8a5a44', share: 0.35 }, { color: '#c2b280', share: 0.25 }], productIds: [12, 14, 3] });
    expect(parseFit('blend_8a5a44.35')).toEqual({ mode: 'blend', palette: [{ color: '#8a5a44', share: 0.35 }], productIds: [] });
    for (const bad of ['', 'shout_8a5a44.35', 'blend_', 'blend_zz5a44.35', 'blend_8a5a44.80-c2b280.80']) expect(parseFit(bad)).toBeNull();
    expect(carryOf(new URLSearchParams('product=0&utm_source=%0A&fit=nope'))).toEqual({ productId: null, utmSource: null, utmMedium: null, fit: null });
  });
});
