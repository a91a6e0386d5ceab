// /jacobs/services/rug-intelligence as sections (service-page.ts gives the shape).
import { servicePage } from './service-page.ts';

export const rugIntelligencePage = servicePage('rug-intelligence', {
  eyebrow: 'Premium service',
  title: 'Rug Intelligence',
  intro:
    'Rug Intelligence is our AI room-matching service. You send a few photographs; our tools extract the room’s color palette and proportions, match them against our catalog, and a consultant reviews every suggestion before it reaches you.',
  rugs: ['west-loop-tonal-stripe', 'organic-cotton-dhurrie', 'himalayan-highland-tonal'],
  facts: [
    { value: '3-5', label: 'room photos are all we need to start' },
    { value: '100%', label: 'of suggestions reviewed by a consultant' },
    { value: '30 min', label: 'free AI Rug Fit Consultation to walk through results' },
  ],
  sectionTitle: 'How the matching works',
  sectionText: 'The software is fast at color; people are better at taste. We use each for what it does well.',
  points: [
    { title: 'Palette extraction', text: 'We read the dominant and accent colors of walls, floors, upholstery and art, corrected for the light in each photo.' },
    { title: 'Catalog matching', text: 'The palette is matched against our catalog by color harmony, contrast and pattern scale, not just by the nearest shade.' },
    { title: 'Size and proportion', text: 'From your room dimensions we suggest rug sizes that anchor furniture properly and leave the right border of floor.' },
    { title: 'Consultant review', text: 'A consultant checks every match for fiber, durability, pets and budget before you see a short list.' },
  ],
  steps: [
    { title: 'Send photos', text: 'Three to five photos in daylight, plus rough room dimensions.' },
    { title: 'Palette and match', text: 'Our tools extract the palette and draft matches from the catalog.' },
    { title: 'Review', text: 'A consultant refines the list for materials, pets and budget.' },
    { title: 'Walk-through', text: 'We present the short list in a free 30-minute AI Rug Fit Consultation.' },
  ],
  includes: ['Room color palette report', 'Consultant-reviewed short list', 'Size and placement suggestions', 'Pet-safety notes for each rug', 'Free 30-minute walk-through'],
  contactLabel: 'Request a Room Match',
  closingTitle: 'Curious what your room would choose?',
  closingText: 'Download the brief to see what to send, or contact us and we will guide you through the photos.',
  brief: true,
  rugFit: true,
});
