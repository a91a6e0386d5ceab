// Privacy, Terms and Accessibility (spec section 2): only the spec's Coming Soon placeholder,
// until the owner writes them (DECISIONS section 2).
import { paths } from '../../../../shared/paths.ts';
import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta.ts';
import type { SeedPage } from './seed-page.ts';

const comingSoon = (pageSlug: 'privacy' | 'terms' | 'accessibility', path: string): SeedPage => {
  const meta = STATIC_PAGE_META[path];
  return {
    pageSlug,
    seoTitle: meta.title,
    seoDescription: meta.description,
    seoKeywords: '',
    content: {
      sections: [
        {
          id: 'hero',
          kind: 'hero',
          align: 'center',
          eyebrow: meta.title,
          title: 'Coming Soon',
          subtitle: 'We are preparing this page. In the meantime, please contact us with any questions.',
          buttons: [{ label: 'Back to Home', link: paths.home }],
        },
      ],
    },
  };
};

export const privacyPage = comingSoon('privacy', paths.privacy);
export const termsPage = comingSoon('terms', paths.terms);
export const accessibilityPage = comingSoon('accessibility', paths.accessibility);
