import { describe, expect, it } from 'vitest';
import { messageLeadSource } from './lead-source.ts';

const none = { productId: null, utmSource: null, fromPage: null };

describe('messageLeadSource', () => {
  it('is Rug Fit when the message was sent from Rug Fit, whatever else it carries', () => {
    expect(messageLeadSource({ ...none, rugFit: true })).toBe('rugFit');
    expect(messageLeadSource({ productId: 7, utmSource: 'services', fromPage: '/jacobs/services/rug-intelligence', rugFit: true })).toBe('rugFit');
    expect(messageLeadSource({ ...none, rugFit: false })).toBe('direct');
    expect(messageLeadSource({ productId: 7, utmSource: 'services', fromPage: '/jacobs/rug-fit', rugFit: true, booking: true })).toBe('booking');
  });

  it('is product when the message names a product, whatever else it carries', () => {
    expect(messageLeadSource({ ...none, productId: 7 })).toBe('product');
    expect(messageLeadSource({ productId: 7, utmSource: 'services', fromPage: '/jacobs/services/antique-sourcing' })).toBe('product');
  });

  it('is service page for a contact link tagged by a service page', () => {
    expect(messageLeadSource({ ...none, utmSource: 'services' })).toBe('servicePage');
  });

  it('is service page when the visitor came from the services page or one of its pages', () => {
    expect(messageLeadSource({ ...none, fromPage: '/jacobs/services' })).toBe('servicePage');
    expect(messageLeadSource({ ...none, fromPage: '/jacobs/services/rug-intelligence' })).toBe('servicePage');
  });

  it('is direct without context, from other pages, other campaigns or look-alike paths', () => {
    expect(messageLeadSource(none)).toBe('direct');
    expect(messageLeadSource({ ...none, fromPage: '/jacobs/shop' })).toBe('direct');
    expect(messageLeadSource({ ...none, utmSource: 'service-areas', fromPage: '/jacobs/service-areas/naperville' })).toBe('direct');
    expect(messageLeadSource({ ...none, utmSource: 'newsletter-march' })).toBe('direct');
    expect(messageLeadSource({ ...none, fromPage: '/jacobs/services-old' })).toBe('direct');
  });
});
