// Rug Fit's page (docs/product/routes.md#public-pages) as sections: its hero, the tool with every
// word it says, how it reads a room, what happens to the photo, and the way on to a consultant.
import { href, paths } from '../../../../shared/paths.ts';
import { pageOfRoute } from './seed-page.ts';

export const rugFitPage = pageOfRoute('rug-fit', 'rugFit', [
  {
    id: 'hero',
    kind: 'hero',
    eyebrow: 'Rug Intelligence',
    title: 'Rug Fit',
    subtitle:
      'Take or choose a photo of your room: Rug Fit reads its colors and shows the rugs from our shop that suit it, and why. Your photo stays on your device unless you choose to send it.',
    buttons: [{ label: 'How our AI room matching works', link: href.servicePage('rug-intelligence'), style: 'back' }],
  },
  {
    id: 'rug-fit',
    kind: 'rugFit',
    title: 'Match rugs to your room',
    pickerText: 'Take a photo of your room, or drop one here. It stays on your device.',
    takePhoto: 'Take a photo',
    choosePhoto: 'Choose a photo',
    reading: 'Reading the colors of your room…',
    colorsTitle: "Your room's colors",
    colorsHint: 'Tap a color to leave it out (a floor or a wall you are changing).',
    modeLegend: 'The rug should',
    blendLabel: 'Blend in',
    popLabel: 'Make it pop',
    blendTitle: 'Rugs that blend in',
    popTitle: 'Rugs that make it pop',
    noColors: 'Bring back at least one color to see the rugs that suit it.',
    sendLabel: 'Send this to a consultant',
    sendText: "Your room's colors and these rugs go with your message. We typically respond within 24 hours.",
    bookLabel: 'Book a consultation about it',
    noScriptTitle: 'Rug Fit needs JavaScript, which is off in this browser.',
    noScriptText: `It reads your photo on your device. Tell us about your room instead: [send us a message](${paths.contact}) and a consultant will suggest rugs that suit it.`,
  },
  {
    id: 'how',
    kind: 'steps',
    tone: 'cream',
    eyebrow: 'How it works',
    title: 'From a photo to a short list',
    intro: 'Software is quick at color; people are better at taste. Rug Fit does the first part in seconds.',
    steps: [
      { title: 'Your room’s colors', text: 'The photo is read on your phone or computer: five to eight colors, each with its share of the picture, measured as the eye sees color.' },
      { title: 'Blend in or make it pop', text: 'Blend in favors rugs whose colors are already in your room; Make it pop looks for a confident accent opposite your room’s main hue.' },
      { title: 'The reason for each rug', text: 'Every suggestion says why it fits, in words: the colors of your room it echoes, or the accent it brings.' },
      { title: 'A consultant takes it from there', text: 'Send the result in one step. A consultant checks fiber, size, pets and budget before you commit to anything.' },
    ],
  },
  {
    id: 'photo',
    kind: 'checklist',
    eyebrow: 'Your photo',
    title: 'What happens to your photo',
    items: [
      'Your photo is read on your device; nothing is uploaded while you look.',
      'It goes to us only if you tick “Include my room photo” when you send.',
      'What we keep is a new copy without its location or camera details.',
    ],
  },
  {
    id: 'cta',
    kind: 'callToAction',
    title: 'Rather talk it through?',
    text: 'Book a free 30-minute AI Rug Fit Consultation, or send us a few room photos and we will guide you.',
    buttons: [{ label: 'Book a Free Consultation', link: paths.contact }],
  },
]);
