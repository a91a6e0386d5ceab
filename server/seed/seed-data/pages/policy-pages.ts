// Privacy, Terms and Accessibility (docs/product/routes.md#public-pages): only the spec's Coming Soon placeholder,
// until the owner writes them (docs/product/rules.md#kept-as-the-spec-says).
import { COMING_SOON_TITLE } from '../../../../shared/domain/policy-templates.ts';
import { paths } from '../../../../shared/paths.ts';
import { routeHead } from '../../../../shared/public-routes.ts';
import type { SeedPage } from './seed-page.ts';

const comingSoon = (pageSlug: 'privacy' | 'terms' | 'accessibility'): SeedPage => {
  const meta = routeHead(pageSlug)!;
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
          title: COMING_SOON_TITLE,
          subtitle: 'We are preparing this page. In the meantime, please contact us with any questions.',
          buttons: [{ label: 'Back to Home', link: paths.home }],
        },
      ],
    },
  };
};

export const privacyPage = comingSoon('privacy');
export const termsPage = comingSoon('terms');
export const accessibilityPage = comingSoon('accessibility');
