// /jacobs/services/designer-rugs-included as sections (service-page.ts gives the shape).
import { servicePage } from './service-page.ts';

export const designerRugsIncludedPage = servicePage('designer-rugs-included', {
  eyebrow: 'Included with every order',
  title: 'Designer Rugs Included',
  intro:
    'Our advice is free with rug orders, and the rugs themselves come at minimum supplier prices. That includes designer and atelier collections that are normally only available through the trade, so your consultant can recommend the right rug rather than the one with the best margin.',
  rugs: ['himalayan-highland-tonal', 'astor-street-silk-wool-medallion', 'jute-wool-boucle'],
  facts: [
    { value: '$0', label: 'consultancy fee with a rug order' },
    { value: 'Trade', label: 'access to designer and atelier collections' },
    { value: '30 min', label: 'free consultation to get started' },
  ],
  sectionTitle: 'Why it works this way',
  sectionText: 'We would rather earn your next project than a margin on this one.',
  points: [
    { title: 'Minimum supplier prices', text: 'You pay the lowest price our suppliers allow, with no showroom mark-up on top.' },
    { title: 'Designer collections', text: 'Contemporary designer ranges and small atelier workshops, alongside antique and vintage pieces.' },
    { title: 'Advice without a sales target', text: 'Our recommendations follow your room, your pets and your budget.' },
    { title: 'The same care at every price', text: 'A single runner gets the same measuring, material review and placement advice as a whole-home order.' },
  ],
  steps: [
    { title: 'Consult', text: 'A free 30-minute consultation about your rooms and plans.' },
    { title: 'Recommend', text: 'A short list across designer, bespoke and antique options.' },
    { title: 'Order', text: 'You order at minimum supplier prices; we handle the rest.' },
    { title: 'Place', text: 'Delivery, placement and care advice.' },
  ],
  includes: ['Free consultancy with your order', 'Designer and atelier collections', 'Minimum supplier pricing', 'Material and pet-safety review', 'Delivery and placement advice'],
  contactLabel: 'Ask About Designer Rugs',
  closingTitle: 'See what is available for your room',
  closingText: 'Book a free consultation and we will put together a short list across our designer collections.',
});
