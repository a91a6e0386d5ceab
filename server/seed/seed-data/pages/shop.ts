// The shop (docs/product/routes.md#public-pages) as sections: its hero, then the rugs (the
// catalogue with its Collection and Sort By choices, the site's).
import { rugSample, pageOfRoute } from './seed-page.ts';

export const shopPage = pageOfRoute('shop', 'shop', [
  {
    id: 'hero',
    kind: 'hero',
    eyebrow: 'The collection',
    title: 'Shop Our Rugs',
    subtitle:
      'A curated catalog of rugs we know and trust, from undyed wool for homes with pets to antique Heriz for collectors. Ask us about any piece.',
    aside: 'collage',
    collage: [rugSample('gold-coast-bordered-wool'), rugSample('vintage-oushak'), rugSample('organic-cotton-dhurrie')],
  },
  { id: 'rugs', kind: 'rugCatalog', showButton: 'Show Rugs' },
]);
