// /jacobs/services/rugshift-bespoke as sections (service-page.ts gives the shape).
import { servicePage } from './service-page.ts';

export const rugshiftBespokePage = servicePage('rugshift-bespoke', {
  eyebrow: 'Premium service',
  title: 'RugShift Bespoke',
  intro:
    'When the right rug does not exist, we design it. RugShift Bespoke takes your room, your palette and your way of living and turns them into a hand-knotted rug made to measure by workshops we have visited and trust.',
  rugs: ['astor-street-silk-wool-medallion', 'gold-coast-bordered-wool', 'lakeshore-hand-knotted-wool'],
  facts: [
    { value: '90-120', label: 'days from approved design to delivery' },
    { value: '200-400', label: 'knots per square inch, chosen to suit the design' },
    { value: 'Any size', label: 'made to the centimetre, including irregular rooms' },
  ],
  sectionTitle: 'Made for one room',
  sectionText: 'Bespoke does not have to mean extravagant. We keep the design honest to the room and the budget, and explain every choice.',
  points: [
    { title: 'Knot density with a purpose', text: 'Around 200 knots per square inch suits bold, graphic designs; up to 400 gives the crisp detail of finer florals and gradients.' },
    { title: 'Fiber and dye', text: 'New Zealand and Himalayan wool, silk highlights where they earn their place, and low-impact or natural dyes matched to physical color poms.' },
    { title: 'Pet-safe by specification', text: 'No PFAS stain treatments, no synthetic latex backings. We specify materials that are safe for homes with dogs and cats.' },
    { title: 'A design you approve twice', text: 'You sign off a scaled drawing and a woven strike-off sample before a single knot of the full rug is tied.' },
  ],
  steps: [
    { title: 'Consultation and measure', text: 'We measure the room, photograph the light and talk through how the space is used.' },
    { title: 'Design and color', text: 'You receive a scaled design with a color poms card drawn from your room and our archive.' },
    { title: 'Strike-off sample', text: 'A small woven sample confirms density, pile height and color before production.' },
    { title: 'Weaving and delivery', text: 'Hand-knotting, washing and finishing take 90 to 120 days; we deliver and place the rug.' },
  ],
  includes: ['Room measure and design brief', 'Scaled design drawing', 'Color poms card', 'Woven strike-off sample', 'Delivery and placement'],
  contactLabel: 'Discuss a Bespoke Rug',
  closingTitle: 'Have a room that needs something made for it?',
  closingText: 'Share a few photos and the rough size. We will tell you what is possible, how long it takes and what it costs.',
});
