// The kinds of section a page is made of, each described once (decision 220): its label, what it
// is for, and its fields (section-fields.ts, resource-fields.ts). Validation, the admin form, the
// history comparison, the studio's merge and the public renderers (site/sections/) derive from
// this table; a new kind is an entry here and a renderer there.
import { z } from 'zod';
import { optionalLongText, optionalText, requiredLongText, requiredText } from '../fields.ts';
import { pageGroupOf } from '../page-list.ts';
import { defineFields, type Fields } from '../resource-fields.ts';
import { PAGE_PART_KINDS } from './page-part-kinds.ts';
import {
  buttonsField,
  choiceOf,
  eyebrowField,
  figuresField,
  headingField,
  iconField,
  introField,
  itemsOf,
  optionalLink,
  optionalMarkdown,
  pictureField,
  optionalPicture,
  requiredPicture,
  requiredItemsOf,
  requiredTextItems,
  figureFields,
  requiredHeadingField,
  requiredLink,
  requiredMarkdown,
  textItems,
  toneField,
} from './section-fields.ts';

const option = (value: string, label: string) => ({ value, label });

const cardFields = defineFields({
  icon: iconField,
  title: { kind: 'text', label: 'Title', input: requiredText(200, 'Title') },
  text: { kind: 'markdown', label: 'Text', input: requiredMarkdown(4000, 'Text'), help: 'Markdown: **bold**, *italic*, [links](/jacobs/contact), lists and tables (a table\'s first row names its columns).' },
  link: { kind: 'link', label: 'Link', input: optionalLink(), placeholder: '/jacobs/proof-roi' },
  linkLabel: { kind: 'text', label: 'Link text', input: optionalText(80), placeholder: 'Learn more' },
});

const stepFields = defineFields({
  title: { kind: 'text', label: 'Step', input: requiredText(200, 'Step') },
  text: { kind: 'longText', label: 'What happens', input: requiredLongText(1000, 'What happens') },
});

const referenceFields = defineFields({
  text: { kind: 'text', label: 'Citation', input: requiredText(500, 'Citation') },
  url: { kind: 'link', label: 'Address', input: requiredLink('Address'), placeholder: 'https://…' },
});

const questionFields = defineFields({
  question: { kind: 'text', label: 'Question', input: requiredText(300, 'Question') },
  answer: { kind: 'markdown', label: 'Answer', input: requiredMarkdown(4000, 'Answer') },
});

const memberFields = defineFields({
  name: { kind: 'text', label: 'Name', input: requiredText(120, 'Name') },
  role: { kind: 'text', label: 'Role', input: requiredText(120, 'Role'), placeholder: 'Founder and lead consultant' },
  credentials: { kind: 'text', label: 'Credentials', input: optionalText(300), placeholder: 'ASID Industry Partner, 15 years in rug appraisal' },
  photo: { kind: 'image', label: 'Photo', input: optionalPicture(), help: 'A portrait from the media library, with alt text.' },
  bio: { kind: 'longText', label: 'Short bio', input: optionalLongText(1500) },
});

const collageFields = defineFields({
  picture: { kind: 'image', label: 'Picture', input: requiredPicture({ decorative: true }), help: 'Decoration: the alt text may stay empty.' },
});

const markdownBody = (label: string) => ({ kind: 'markdown', label, input: requiredMarkdown(20000, label), help: 'Markdown: paragraphs, **bold**, *italic*, [links](/jacobs/contact), lists, tables (a table\'s first row names its columns).' }) as const;

const limitField = (fallback: number) =>
  ({
    kind: 'integer',
    label: 'How many to show',
    input: z
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .max(12, 'Must be at most 12')
      .nullish()
      .transform((value) => value ?? fallback),
    min: 1,
    max: 12,
    step: 1,
  }) as const;

/** Where the contact section's booking text shows the opening hours from Settings. */
export const OPENING_HOURS_TOKEN = '{hours}';

/** Where the booking section's note shows the site's time zone ("Chicago time"). */
export const TIME_ZONE_TOKEN = '{zone}';

const wordsField = (label: string, max: number, help?: string) => ({ kind: 'text', label, input: requiredText(max, label), ...(help ? { help } : {}) }) as const;
const sentenceField = (label: string, help?: string) => ({ kind: 'longText', label, input: optionalLongText(1000), ...(help ? { help } : {}) }) as const;

export interface SectionKind {
  /** What the owner calls it, in the Add menu and on the section's form. */
  label: string;
  /** What it is for, under its name in the Add menu. */
  help: string;
  fields: Fields;
  /** Only on these pages (the footer's text belongs to the footer); anywhere else when absent. */
  onlyOn?: readonly string[];
  /** At most one on a page (a page's own part: Rug Fit's tool, the shop's rugs). */
  once?: boolean;
}

const defineKinds = <const K extends Record<string, SectionKind>>(kinds: K): K => kinds;

export const SECTION_KINDS = defineKinds({
  hero: {
    label: 'Hero',
    help: 'The top of the page: its one main heading, a subtitle, buttons and a picture or figures beside them.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: { kind: 'text', label: 'Page heading', input: requiredText(200, 'Page heading') },
      subtitle: { kind: 'markdown', inline: true, label: 'Subtitle', input: optionalMarkdown(1000), help: 'One paragraph; [a link](/jacobs/service-areas) and **bold** work here.' },
      align: { kind: 'choice', label: 'Alignment', input: choiceOf(['start', 'center'], 'start'), options: [option('start', 'Left, with the side panel'), option('center', 'Centered')] },
      buttons: buttonsField,
      stats: figuresField('Figures under the buttons', 6),
      aside: {
        kind: 'choice',
        label: 'Beside the heading',
        input: choiceOf(['none', 'picture', 'collage', 'facts'], 'none'),
        options: [option('none', 'Nothing'), option('picture', 'A picture'), option('collage', 'Three rug samples'), option('facts', 'A panel of figures')],
      },
      picture: pictureField,
      collage: {
        kind: 'items',
        label: 'Rug samples',
        itemLabel: 'Sample',
        itemFields: collageFields,
        input: itemsOf(collageFields, { max: 3, itemLabel: 'Sample' }),
        help: 'Three pictures fanned out beside the heading (on larger screens).',
      },
      factsTitle: { kind: 'text', label: 'Figures panel title', input: optionalText(120), placeholder: 'At a glance' },
      facts: figuresField('Figures in the panel', 4),
    }),
  },
  richText: {
    label: 'Text',
    help: 'A heading and paragraphs in Markdown, with figures beside them if you like.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: headingField,
      body: markdownBody('Text'),
      figures: figuresField('Figures beside the text', 4),
      tone: toneField,
    }),
  },
  imageText: {
    label: 'Picture with text',
    help: 'A picture beside a heading and paragraphs.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      body: markdownBody('Text'),
      picture: { ...pictureField, input: requiredPicture() },
      pictureSide: { kind: 'choice', label: 'Picture on the', input: choiceOf(['left', 'right'], 'right'), options: [option('left', 'Left'), option('right', 'Right')] },
      buttons: buttonsField,
      tone: toneField,
    }),
  },
  cards: {
    label: 'Cards',
    help: 'A heading over a grid of cards: features, principles, risks, links to other pages.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      style: {
        kind: 'choice',
        label: 'Card style',
        input: choiceOf(['icon', 'panel', 'bordered', 'linked', 'list', 'notes'], 'icon'),
        options: [
          option('icon', 'Icon on top'),
          option('panel', 'Plain panels'),
          option('bordered', 'Colored top edge'),
          option('linked', 'Whole card is a link'),
          option('list', 'A list beside the heading'),
          option('notes', 'Notes with a side rule'),
        ],
      },
      columns: { kind: 'choice', label: 'Columns', input: choiceOf(['2', '3', '4'], '3'), options: [option('2', 'Two'), option('3', 'Three'), option('4', 'Four')] },
      cards: { kind: 'items', label: 'Cards', itemLabel: 'Card', itemFields: cardFields, input: requiredItemsOf(cardFields, { max: 12, itemLabel: 'Card' }) },
      buttons: buttonsField,
      tone: toneField,
    }),
  },
  stats: {
    label: 'Figures',
    help: 'Headline figures such as "47+ properties staged", as cards or as a dark band.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: headingField,
      intro: introField,
      style: { kind: 'choice', label: 'Style', input: choiceOf(['cards', 'band'], 'cards'), options: [option('cards', 'Cards'), option('band', 'A dark band')] },
      stats: { ...figuresField('Figures', 8), input: requiredItemsOf(figureFields, { max: 8, itemLabel: 'Figure' }) },
      tone: toneField,
    }),
  },
  checklist: {
    label: 'Checklist',
    help: 'A heading and text beside a card with a checked list and buttons; figures under the text if you like.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      stats: figuresField('Figures under the text', 4),
      listTitle: { kind: 'text', label: 'List title', input: optionalText(200), placeholder: 'What we do' },
      items: { kind: 'textList', label: 'Items', itemLabel: 'Item', input: requiredTextItems(30) },
      buttons: buttonsField,
      tone: toneField,
    }),
  },
  doAvoid: {
    label: 'Do and avoid',
    help: 'Two lists side by side: what to choose and what to avoid.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: headingField,
      intro: introField,
      doTitle: { kind: 'text', label: 'Title of the first list', input: requiredText(120, 'Title of the first list'), placeholder: 'Do Choose' },
      doItems: { kind: 'textList', label: 'Choose', itemLabel: 'Item to choose', input: requiredTextItems(20) },
      avoidTitle: { kind: 'text', label: 'Title of the second list', input: requiredText(120, 'Title of the second list'), placeholder: 'Avoid' },
      avoidItems: { kind: 'textList', label: 'Avoid', itemLabel: 'Item to avoid', input: requiredTextItems(20) },
      tone: toneField,
    }),
  },
  steps: {
    label: 'Steps',
    help: 'A numbered process, with a card of what the client receives beside it.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      steps: { kind: 'items', label: 'Steps', itemLabel: 'Step', itemFields: stepFields, input: requiredItemsOf(stepFields, { max: 12, itemLabel: 'Step' }) },
      listTitle: { kind: 'text', label: 'Card title', input: optionalText(120), placeholder: 'What you receive' },
      items: { kind: 'textList', label: 'Card items', itemLabel: 'Item', input: textItems(20) },
      buttons: buttonsField,
      tone: toneField,
    }),
  },
  references: {
    label: 'References',
    help: 'Numbered sources with their addresses, and a note under them.',
    fields: defineFields({
      title: { kind: 'text', label: 'Title', input: requiredText(120, 'Title'), placeholder: 'References' },
      references: { kind: 'items', label: 'Sources', itemLabel: 'Source', itemFields: referenceFields, input: requiredItemsOf(referenceFields, { max: 30, itemLabel: 'Source' }) },
      note: { kind: 'longText', label: 'Note', input: optionalLongText(1000) },
      tone: toneField,
    }),
  },
  faq: {
    label: 'Questions and answers',
    help: 'Questions a visitor can open one by one.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      questions: { kind: 'items', label: 'Questions', itemLabel: 'Question', itemFields: questionFields, input: requiredItemsOf(questionFields, { max: 30, itemLabel: 'Question' }) },
      tone: toneField,
    }),
  },
  team: {
    label: 'Team',
    help: 'The people behind the business: name, role, credentials, photo and a short bio.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      members: { kind: 'items', label: 'People', itemLabel: 'Person', itemFields: memberFields, input: requiredItemsOf(memberFields, { max: 24, itemLabel: 'Person' }) },
      tone: toneField,
    }),
  },
  testimonials: {
    label: 'Testimonials',
    help: 'What clients say: the active testimonials, in their order. Shown only while there is one to show.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      limit: limitField(3),
      tone: toneField,
    }),
  },
  featuredRugs: {
    label: 'Featured rugs',
    help: 'The products marked Featured, as shop cards.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      limit: limitField(3),
      buttons: buttonsField,
      tone: toneField,
    }),
  },
  coreServices: {
    label: 'Core services',
    help: 'The active core services (edited under Services), as cards.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: requiredHeadingField,
      intro: introField,
      tone: toneField,
    }),
  },
  banner: {
    label: 'Banner',
    help: 'One line of news across the page, with a link.',
    fields: defineFields({
      icon: iconField,
      title: { kind: 'text', label: 'Title', input: requiredText(200, 'Title') },
      text: { kind: 'longText', label: 'Text', input: optionalLongText(1000) },
      link: { kind: 'link', label: 'Link', input: optionalLink() },
      linkLabel: { kind: 'text', label: 'Link text', input: optionalText(80) },
    }),
  },
  callToAction: {
    label: 'Call to action',
    help: 'A closing band on the dark pattern: a heading, a sentence and buttons.',
    fields: defineFields({
      title: { kind: 'text', label: 'Heading', input: requiredText(200, 'Heading') },
      text: { kind: 'longText', label: 'Text', input: optionalLongText(1000) },
      buttons: buttonsField,
    }),
  },
  contact: {
    label: 'Contact form',
    help: 'The message form, the booking card (with the opening hours from Settings), the contact details and the newsletter sign-up.',
    fields: defineFields({
      formEyebrow: { ...eyebrowField, label: 'Form eyebrow' },
      formTitle: { kind: 'text', label: 'Form heading', input: requiredText(200, 'Form heading') },
      formIntro: { kind: 'longText', label: 'Form introduction', input: optionalLongText(1000) },
      bookingTitle: { kind: 'text', label: 'Booking card heading', input: requiredText(200, 'Booking card heading') },
      bookingText: { kind: 'longText', label: 'Booking card text', input: optionalLongText(1000), help: `Write ${OPENING_HOURS_TOKEN} where the opening hours from Settings go.` },
      bookingButton: { kind: 'text', label: 'Booking button', input: requiredText(80, 'Booking button') },
      bookingNote: { kind: 'text', label: 'Note under the booking button', input: optionalText(200) },
      detailsTitle: { kind: 'text', label: 'Contact details heading', input: requiredText(120, 'Contact details heading') },
      newsletterTitle: { kind: 'text', label: 'Newsletter heading', input: requiredText(120, 'Newsletter heading') },
      newsletterText: { kind: 'longText', label: 'Newsletter text', input: optionalLongText(1000) },
    }),
  },
  roiCalculator: {
    label: 'ROI calculator',
    help: 'The three sliders and the live results of the staging ROI model.',
    fields: defineFields({
      eyebrow: eyebrowField,
      title: { kind: 'text', label: 'Heading', input: requiredText(200, 'Heading') },
    }),
  },
  booking: {
    label: 'Booking',
    help: 'The open days and times, the form a visitor books with, the confirmation, and the page of the link in their email where they move or cancel it.',
    onlyOn: ['book'],
    fields: defineFields({
      title: wordsField('Heading over the times', 200),
      intro: sentenceField('Introduction'),
      zoneNote: wordsField('Time zone note', 200, `Write ${TIME_ZONE_TOKEN} where the site's time zone goes ("Chicago time").`),
      localTime: wordsField('After a visitor’s own time', 40, 'Shown beside each time for a visitor whose device is in another time zone: "11:00 AM your time".'),
      noTimes: sentenceField('When no time is open', 'Shown for a stretch of days without an open time.'),
      formTitle: wordsField('Form heading', 200),
      formIntro: sentenceField('Form introduction'),
      bookButton: wordsField('Book button', 80),
      takenIntro: sentenceField('Over the next open times', 'Shown when the time a visitor chose was just taken: each next open time books with what they typed.'),
      bookedTitle: wordsField('Confirmation heading', 200),
      bookedText: sentenceField('Confirmation text'),
      requestedTitle: wordsField('Heading of a request awaiting your confirmation', 200),
      requestedText: sentenceField('Text of a request awaiting your confirmation'),
      manageTitle: wordsField('Heading of the email link’s page', 200),
      manageIntro: sentenceField('Introduction of the email link’s page'),
      moveTitle: wordsField('Moving heading', 200),
      moveText: sentenceField('Moving text'),
      moveLink: wordsField('Link to the open times', 80),
      moveButton: wordsField('Move button', 80),
      movedTitle: wordsField('Moved heading', 200),
      movedText: sentenceField('Moved text'),
      cancelTitle: wordsField('Cancelling heading', 200),
      cancelText: sentenceField('Cancelling text'),
      cancelButton: wordsField('Cancel button', 80),
      cancelledTitle: wordsField('Cancelled heading', 200),
      cancelledText: sentenceField('Cancelled text'),
      goneTitle: wordsField('Heading when the link no longer works', 200),
      goneText: sentenceField('Text when the link no longer works', 'Shown once the consultation has passed or was cancelled, or for a link that names none.'),
      againButton: wordsField('Book again button', 80),
    }),
  },
  footer: {
    label: 'Footer text',
    help: 'The words of the footer on every page and its Book button; its links stay as they are.',
    onlyOn: ['footer'],
    fields: defineFields({
      blurb: { kind: 'longText', label: 'About the business', input: optionalLongText(1000) },
      shopTitle: { kind: 'text', label: 'Shop links heading', input: requiredText(80, 'Shop links heading') },
      servicesTitle: { kind: 'text', label: 'Service links heading', input: requiredText(80, 'Service links heading') },
      companyTitle: { kind: 'text', label: 'Company links heading', input: requiredText(80, 'Company links heading') },
      note: { kind: 'text', label: 'Line beside the copyright', input: optionalText(300) },
      bookButton: { kind: 'text', label: 'Book button', input: optionalText(80), help: 'Under the words about the business; it leads where Settings send bookings. Leave empty for none.' },
    }),
  },
  ...PAGE_PART_KINDS,
});

export type SectionKindName = keyof typeof SECTION_KINDS;
export const SECTION_KIND_NAMES = Object.keys(SECTION_KINDS) as SectionKindName[];

/** Whether a kind may be placed on the page `pageSlug`: the site parts (the footer) hold only their own kinds. */
export function kindAllowedOn(kind: SectionKindName, pageSlug: string): boolean {
  const onlyOn: readonly string[] | undefined = (SECTION_KINDS[kind] as SectionKind).onlyOn;
  return onlyOn ? onlyOn.includes(pageSlug) : pageGroupOf(pageSlug) !== 'site';
}

/** Whether a page holds at most one section of this kind. */
export const kindOnce = (kind: SectionKindName): boolean => (SECTION_KINDS[kind] as SectionKind).once === true;
