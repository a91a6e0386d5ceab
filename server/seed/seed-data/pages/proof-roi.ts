// The Proof & ROI page (docs/product/routes.md#public-pages; docs/product/rules.md#the-roi-model) as sections: the calculator and how its numbers
// are worked out.
import { paths } from '../../../../shared/paths.ts';
import { PROOF_ROI_COPY } from '../../../../shared/domain/page-copy-defaults/proof-roi.ts';
import { subtitleMarkdown } from '../../../pages/flat-copy.ts';
import type { SeedPage } from './seed-page.ts';

const CARRYING_RATE = [
  'Every day a home sits on the market costs money. We model carrying cost as 5% of list price a year, divided by 365 for each day saved:',
  '',
  '| Carrying cost component | Annual rate (share of list price) |',
  '| --- | ---: |',
  '| Mortgage interest | 4% |',
  '| Insurance | 0.5% |',
  '| Utilities | 0.3% |',
  '| Maintenance | 0.2% |',
  '| **Total carrying rate** | **5% a year** |',
].join('\n');

const FORMULA = [
  '1. Price increase = 3% of list price.',
  '2. Days saved = 45 days minus your expected days to sale (never below zero).',
  '3. Carrying cost savings = list price × 5% ÷ 365 × days saved.',
  '4. Total return = price increase + carrying cost savings.',
  '5. Net return = total return − rug spend.',
  '6. ROI = net return ÷ rug spend × 100, rounded to a whole number.',
  '',
  'Industry figures we work from: an estimated 2-4% higher sale price, 15-20 fewer days on market, and a 240% average staging ROI.',
].join('\n');

export const proofRoiPage: SeedPage = {
  pageSlug: 'proof-roi',
  seoTitle: 'Proof & ROI: Rug Staging Return Calculator',
  seoDescription:
    'Estimate the return on staging rugs: adjust list price, rug budget and days to sale to see the price increase, carrying cost savings, net return and ROI.',
  seoKeywords: 'rug staging ROI calculator, home staging ROI Chicago, days on market, carrying costs, staging return on investment',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'Staging ROI calculator',
        title: PROOF_ROI_COPY.heroTitle,
        subtitle: subtitleMarkdown('proof-roi', PROOF_ROI_COPY.heroSubtitle),
        aside: 'facts',
        factsTitle: 'What staging delivers',
        facts: [
          { value: '240%', label: 'average staging ROI' },
          { value: '15-20', label: 'fewer days on market' },
          { value: '73%', label: 'faster sales (2024 industry data)' },
        ],
      },
      { id: 'calculator', kind: 'roiCalculator', eyebrow: 'Your property', title: 'Adjust the numbers' },
      {
        id: 'method',
        kind: 'cards',
        tone: 'cream',
        eyebrow: 'The method',
        title: 'How the numbers are worked out',
        intro: 'We keep the model deliberately simple so you can check it with a pencil. Your actual results depend on your home, your market and your timing.',
        style: 'panel',
        columns: '2',
        cards: [
          { title: 'Carrying rate: 5% a year', text: CARRYING_RATE },
          { title: 'The formula', text: FORMULA },
        ],
      },
      { id: 'cta', kind: 'callToAction', title: PROOF_ROI_COPY.ctaTitle, text: PROOF_ROI_COPY.ctaText, buttons: [{ label: 'Book Consultation', link: paths.book }] },
    ],
  },
};
