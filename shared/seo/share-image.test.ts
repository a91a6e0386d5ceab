import { describe, expect, it } from 'vitest';
import { BRAND_CARD, BRAND_CARD_ALT, artShareCard, shareCardOf, shareImage } from './share-image.ts';

describe('shareCardOf', () => {
  it('an upload (any of its files) has its own card beside it', () => {
    expect(shareCardOf('/media/0123456789abcdef/original.jpg')).toBe('/media/0123456789abcdef/share.jpg');
    expect(shareCardOf('/media/0123456789abcdef/w960.webp')).toBe('/media/0123456789abcdef/share.jpg');
  });

  it('a built-in SVG under /images has the card the build made of it', () => {
    expect(shareCardOf('/images/rugs/vintage-oushak.svg')).toBe('/images/share/rugs/vintage-oushak.jpg');
    expect(shareCardOf('/images/blog/synthetic-rugs-pet-health.svg?v=2')).toBe('/images/share/blog/synthetic-rugs-pet-health.jpg');
    expect(artShareCard('/images/og-default.svg')).toBe(BRAND_CARD);
  });

  it('nothing for an outside image, another file type, the cards themselves or a path that climbs', () => {
    for (const url of [null, '', 'https://example.com/rug.jpg', '//example.com/images/rug.svg', '/images/rugs/photo.png', '/images/share/rugs/x.svg', '/images/../secret.svg', '/elsewhere/rug.svg', '/media/not-an-id/original.jpg']) {
      expect(shareCardOf(url), String(url)).toBeUndefined();
    }
  });
});

describe('shareImage', () => {
  it("a record's card with the record's own image text", () => {
    expect(shareImage({ url: '/images/rugs/vintage-oushak.svg', alt: 'Vintage Oushak rug' })).toEqual({ path: '/images/share/rugs/vintage-oushak.jpg', alt: 'Vintage Oushak rug' });
  });

  it('the brand card, with its own description, for a page without an image, an outside image or a card that is not on disk', () => {
    const brand = { path: BRAND_CARD, alt: BRAND_CARD_ALT };
    expect(shareImage()).toEqual(brand);
    expect(shareImage({ url: 'https://example.com/rug.jpg', alt: 'A rug' })).toEqual(brand);
    expect(shareImage({ url: '/media/0123456789abcdef/original.jpg', alt: 'A rug' }, () => false)).toEqual(brand);
  });
});
