// /jacobs/services/antique-sourcing as sections (service-page.ts gives the shape).
import { servicePage } from './service-page.ts';

export const antiqueSourcingPage = servicePage('antique-sourcing', {
  eyebrow: 'Premium service',
  title: 'Antique Rug Sourcing',
  intro:
    'A good antique rug is the quiet center of a room and a store of value. We search trusted dealers, estate sales and auctions for pieces that suit your space, your budget and your taste, and we tell you plainly what each one is worth.',
  rugs: ['vintage-oushak', 'antique-heriz-serapi', 'caucasian-kazak-runner'],
  facts: [
    { value: '80+ yrs', label: 'age of a true antique; 30 to 80 years for vintage' },
    { value: '3-5', label: 'pieces on a typical short list, each inspected' },
    { value: 'Free', label: 'sourcing advice with your rug order' },
  ],
  sectionTitle: 'What we look for',
  sectionText: 'We favor honest, well-made weavings over showroom polish, and we say so when a piece is over-restored or over-priced.',
  points: [
    { title: 'Persian city and village rugs', text: 'Heriz and Serapi for bold geometry, Tabriz and Kashan for finer curvilinear drawing, Malayer and Hamadan for everyday durability.' },
    { title: 'Anatolian and Caucasian weavings', text: 'Soft-palette Oushaks for living rooms, Kazak and Shirvan runners for halls and stairs, each checked for even wear and original ends.' },
    { title: 'Tribal and nomadic pieces', text: 'Qashqai, Baluch and Beni Ourain rugs with natural dyes and the small irregularities that make a hand-made piece worth having.' },
    { title: 'Condition you can live with', text: 'We check foundations, dye run, moth damage and past repairs, and we only propose pieces that suit daily use in your home.' },
  ],
  steps: [
    { title: 'Brief', text: 'We measure the room, note light, traffic and pets, and agree a budget range and a palette.' },
    { title: 'Search', text: 'We work our dealer, estate and auction network and inspect candidates in person or through detailed photographs.' },
    { title: 'Short list', text: 'You receive three to five pieces, each with a condition report, provenance notes and a fair price range.' },
    { title: 'Purchase and records', text: 'We negotiate, arrange cleaning if needed, deliver, and hand over insurance-ready documentation.' },
  ],
  includes: ['Written condition report', 'Provenance and age notes', 'Market comparables for the price', 'Cleaning and restoration advice', 'Insurance-ready photographs and records'],
  contactLabel: 'Start an Antique Search',
  closingTitle: 'Looking for a particular piece?',
  closingText: 'Tell us about the room and the kind of rug you have in mind. We reply within 24 hours on weekdays.',
});
