// The kinds of section that hold a page's own working part and its words: Rug Fit's tool, the
// shop's rugs, the blog's articles and the not-found message. Each stands where the owner puts it
// among the page's other sections; the part itself (the photo reading, the catalogue, the list of
// posts) stays the site's, and every sentence around it is a field here, but for the states a list
// is in (loading, empty), which stay the site's as the spec's own are. Described as every kind is
// (section-kinds.ts spreads them into its table).
import { optionalLongText, optionalText, requiredLongText, requiredText } from '../fields.ts';
import { defineFields } from '../resource-fields.ts';
import { optionalMarkdown } from './section-fields.ts';

/** Where the not-found message shows the address the visitor asked for. */
export const ASKED_ADDRESS_TOKEN = '{address}';

const words = (label: string, max: number, help?: string) => ({ kind: 'text', label, input: requiredText(max, label), ...(help ? { help } : {}) }) as const;
const sentence = (label: string, max: number, help?: string) => ({ kind: 'longText', label, input: requiredLongText(max, label), ...(help ? { help } : {}) }) as const;

/**
 * Rug Fit's words: what the tool says before a photo, while it reads one, beside the room's
 * colors and over the rugs that suit them, and on the way to a consultant. The rugs' reasons are
 * made from the colors themselves (shared/domain/rug-fit/fit-reasons.ts), and a refused photo is
 * named in the server's words (shared/contract/rug-fit-send.ts), which the send's refusals use too.
 */
export const rugFitFields = defineFields({
  title: { ...words('Heading (read aloud, not shown)', 200), help: 'Names the tool for screen readers; the hero above is what sighted visitors read.' },
  pickerText: sentence('Before a photo', 500, 'Beside the two buttons, in the dashed box.'),
  takePhoto: words('Camera button', 60),
  choosePhoto: words('Photo library button', 60),
  reading: words('While the photo is read', 200),
  colorsTitle: words('Heading over the room’s colors', 120),
  colorsHint: sentence('How to leave a color out', 500),
  modeLegend: words('Question before the two ways', 120),
  blendLabel: words('First way: blend in', 60),
  popLabel: words('Second way: make it pop', 60),
  blendTitle: words('Heading over the rugs that blend in', 120),
  popTitle: words('Heading over the rugs that make it pop', 120),
  noColors: sentence('When every color is left out', 500),
  sendLabel: words('Button and heading of the send', 80),
  sendText: sentence('Above the send’s form', 500),
  bookLabel: words('Link to book a consultation about it', 80),
  noScriptTitle: words('Without JavaScript: first line', 200),
  noScriptText: {
    kind: 'markdown',
    inline: true,
    label: 'Without JavaScript: the way on',
    input: optionalMarkdown(1000),
    help: 'Shown where script is off; [a link](/jacobs/contact) works here.',
  },
});

/** Rug Fit's words the tool shows only in the browser, once a photo is read (the page as served shows its others). */
export const RUG_FIT_RESULT_WORDS = ['reading', 'colorsTitle', 'colorsHint', 'modeLegend', 'blendLabel', 'popLabel', 'blendTitle', 'popTitle', 'noColors', 'sendLabel', 'sendText', 'bookLabel'] as const;
/** The words the tool itself is given: those it shows before a photo, and the results'. */
export const RUG_FIT_TOOL_WORDS = ['pickerText', 'takePhoto', 'choosePhoto', ...RUG_FIT_RESULT_WORDS] as const;
export type RugFitToolWord = (typeof RUG_FIT_TOOL_WORDS)[number];

export const PAGE_PART_KINDS = {
  rugFit: {
    label: 'Rug Fit',
    help: 'The tool that reads a room photo and shows the rugs that suit it, with every word it says.',
    once: true,
    fields: rugFitFields,
  },
  rugCatalog: {
    label: 'Shop catalog',
    help: 'The shop’s rugs with the Collection and Sort By choices and the pages of the list.',
    onlyOn: ['shop'],
    once: true,
    fields: defineFields({
      showButton: words('Button that applies the choices', 60, 'Shown for visitors whose browser runs no script; others see the choice applied at once.'),
    }),
  },
  blogPosts: {
    label: 'Article list',
    help: 'The published posts, newest first, as cards, with the pages of the list.',
    onlyOn: ['blog'],
    once: true,
    fields: defineFields({
      title: { ...words('Heading (read aloud, not shown)', 200), help: 'Names the list for screen readers.' },
      readMore: words('Words at the foot of each card', 60),
    }),
  },
  notFound: {
    label: 'Not-found message',
    help: 'What a visitor reads at an address with no page: a large mark, a heading, a sentence and the way back home.',
    onlyOn: ['not-found'],
    once: true,
    fields: defineFields({
      mark: { kind: 'text', label: 'Large mark', input: optionalText(20), placeholder: '404' },
      title: words('Heading', 200),
      text: {
        kind: 'longText',
        label: 'Text',
        input: optionalLongText(1000),
        help: `Write ${ASKED_ADDRESS_TOKEN} where the address the visitor asked for goes.`,
      },
      backLabel: words('Button back to the home page', 80),
    }),
  },
} as const;
