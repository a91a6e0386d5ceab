// /jacobs/services/commercial-spaces as sections (service-page.ts gives the shape).
import { servicePage } from './service-page.ts';

export const commercialSpacesPage = servicePage('commercial-spaces', {
  eyebrow: 'Premium service',
  title: 'Commercial Spaces',
  intro:
    'Commercial rugs have to work harder than residential ones: they soften sound, take heavy traffic and still have to look considered years later. We specify, source and install rugs for lobbies, offices, restaurants and hospitality spaces across Chicagoland.',
  rugs: ['lakeview-low-pile-sand', 'prairie-linen-flatweave', 'sisal-herringbone'],
  facts: [
    { value: 'NRC 0.30-0.50', label: 'noise reduction for commercial rugs over pad' },
    { value: '0.40-0.50', label: 'NRC for dense wool constructions' },
    { value: 'Class 33', label: 'heavy commercial traffic rating' },
  ],
  sectionTitle: 'Specified for the space',
  sectionText: 'We start from how the room is used and what it has to withstand, then find the rug that does it beautifully.',
  points: [
    { title: 'Acoustics', text: 'A rug over a quality pad typically reaches a noise reduction coefficient of 0.30 to 0.50; dense wool reaches 0.40 to 0.50, calming echo in lobbies and open offices.' },
    { title: 'Traffic and wear', text: 'For entrances and corridors we specify constructions rated to traffic class 33, suitable for heavy commercial use.' },
    { title: 'Safety and compliance', text: 'We check fire-performance and slip documentation against your building’s requirements and plan edges and transitions for accessibility.' },
    { title: 'Maintenance plans', text: 'Fiber choices and care schedules that your cleaning team can actually follow, with rotation plans for high-traffic zones.' },
  ],
  steps: [
    { title: 'Site visit', text: 'We assess traffic, acoustics, light and the look the space needs.' },
    { title: 'Specification', text: 'We propose constructions, sizes and pads with performance data.' },
    { title: 'Samples', text: 'Physical samples on site, so you judge color and texture in the real light.' },
    { title: 'Installation', text: 'Delivery and installation timed around your opening hours.' },
  ],
  includes: ['Site assessment', 'Acoustic and traffic specification', 'On-site samples', 'Installation scheduling', 'Care and rotation plan'],
  contactLabel: 'Plan a Commercial Project',
  closingTitle: 'Planning a lobby, office or restaurant?',
  closingText: 'Tell us about the space and the timeline. We will arrange a site visit.',
});
