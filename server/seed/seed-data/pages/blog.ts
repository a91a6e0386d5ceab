// The blog's list (docs/product/routes.md#public-pages) as sections: its hero, then the articles
// (the published posts, the site's).
import { rugSample, pageOfRoute } from './seed-page.ts';

export const blogPage = pageOfRoute('blog', 'blog', [
  {
    id: 'hero',
    kind: 'hero',
    eyebrow: 'Journal',
    title: 'Insights from the Rug Room',
    subtitle:
      'Practical writing on what rugs do for home value, how to choose materials for pets, and what we learn in Chicago homes every week.',
    aside: 'collage',
    collage: [rugSample('himalayan-highland-tonal'), rugSample('west-loop-tonal-stripe'), rugSample('jute-wool-boucle')],
  },
  { id: 'posts', kind: 'blogPosts', title: 'Latest articles', readMore: 'Read article' },
]);
