// The rules and field descriptions the section kinds (section-kinds.ts) are made of, each written
// once: Markdown that may carry no HTML or script, links, pictures with their alt text, choices
// with a default, lists of small records, and the fields many kinds share (eyebrow, title,
// intro, background, buttons, figures). Described as a record's fields are (resource-fields.ts),
// so the admin form, validation, comparison and merge read sections as they read records.
import { z } from 'zod';
import { listItemText, optionalLongText, optionalText, requiredLongText, requiredText, textOfLines } from '../fields.ts';
import { ADDRESS_MESSAGES, optionalLinkAddress, requiredAddress, requiredLinkAddress } from '../web-address.ts';
import { defineFields, fieldsShape, type Field, type FieldOption, type Fields } from '../resource-fields.ts';
import { SECTION_ICON_LABELS, SECTION_ICON_NAMES } from './section-icons.ts';

export const MARKDOWN_HTML_MESSAGE = 'Use Markdown here: HTML tags such as <script> are not allowed';
export const MARKDOWN_LINK_MESSAGE = 'Links must go to a web address (https://…), an email (mailto:), a phone (tel:) or a page of this site (/jacobs/…)';
export const LINK_MESSAGE = ADDRESS_MESSAGES.link;

/** An HTML tag or comment: `<script`, `</div>`, `<img …>`, `<!--` (Markdown autolinks such as <https://…> are not tags). */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?=[\s/>])|<!--|<!\[CDATA\[|<\?/i;
/** A Markdown link, image, reference or autolink to a scheme that runs code or carries a document. */
const SCRIPT_LINK = /(?:\]\(\s*<?|^\s{0,3}\[[^\]]+\]:\s*<?|<)\s*(?:javascript|vbscript|data|file)\s*:/im;

const blankAsNull = (value: string | null | undefined) => (value ? value : null);

const markdownRules = <T extends z.ZodType<string>>(text: T) => text.refine((value) => !HTML_TAG.test(value), MARKDOWN_HTML_MESSAGE).refine((value) => !SCRIPT_LINK.test(value), MARKDOWN_LINK_MESSAGE);

/** Markdown the owner must write: no HTML (the renderers sanitise too, as posts are), no links that run script. */
export const requiredMarkdown = (max: number, label: string) => markdownRules(requiredLongText(max, label));
/** Markdown that may be left empty (null). */
export const optionalMarkdown = (max: number) => markdownRules(textOfLines(max, 'long')).nullish().transform(blankAsNull);

/** A link that must be given: a page of this site, an https:// address, an email or a phone number (web-address.ts). */
export const requiredLink = (label: string) => requiredLinkAddress(`${label} is required`);
/** A link that may be left empty (null). */
export const optionalLink = optionalLinkAddress;

/** One of `options`; missing means `fallback`. */
export function choiceOf<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) {
  return z
    .enum(values, { error: `Must be one of ${values.join(', ')}` })
    .nullish()
    .transform((value) => value ?? fallback);
}

const imageSource = requiredAddress('Choose a picture');

/**
 * A picture and its alt text. `decorative` pictures (a collage of samples) may leave the alt
 * text empty; any other must say what it shows.
 */
export function requiredPicture(options: { decorative?: boolean } = {}) {
  const alt = options.decorative ? optionalText(300).transform((value) => value ?? '') : requiredText(300, 'Alt text');
  return z.strictObject({ src: imageSource, alt }, { error: (issue) => (issue.code === 'invalid_type' ? 'Must be a picture: { "src": "…", "alt": "…" }' : undefined) });
}

/** A picture that may be left out (null). */
export const optionalPicture = () => requiredPicture().nullish().transform((value) => value ?? null);

const itemList = <F extends Fields>(fields: F, max: number, itemLabel: string) =>
  z
    .array(z.strictObject(fieldsShape(fields), { error: (issue) => (issue.code === 'invalid_type' ? `Each ${itemLabel.toLowerCase()} must be an object` : undefined) }), {
      error: (issue) => (issue.input === undefined ? `Add at least one ${itemLabel.toLowerCase()}` : 'Must be a list'),
    })
    .max(max, `At most ${max}`);

/** A list of small records (cards, figures, buttons), each described by `fields`; missing is none. */
export const itemsOf = <F extends Fields>(fields: F, options: { max: number; itemLabel: string }) =>
  itemList(fields, options.max, options.itemLabel)
    .nullish()
    .transform((value) => value ?? []);

/** A list of small records that must hold at least one. */
export const requiredItemsOf = <F extends Fields>(fields: F, options: { max: number; itemLabel: string }) =>
  itemList(fields, options.max, options.itemLabel).min(1, `Add at least one ${options.itemLabel.toLowerCase()}`);

const textList = (max: number) =>
  z
    .array(listItemText(300, 'Items cannot be blank'), {
      error: (issue) => (issue.input === undefined ? 'Add at least one item' : 'Must be a list of text'),
    })
    .max(max, `At most ${max} items`);

/** A list of short texts (a checklist); missing is none. */
export const textItems = (max: number) =>
  textList(max)
    .nullish()
    .transform((value) => value ?? []);

/** A list of short texts that must hold at least one. */
export const requiredTextItems = (max: number) => textList(max).min(1, 'Add at least one item');

const ICON_OPTIONS: readonly FieldOption[] = SECTION_ICON_NAMES.map((name) => ({ value: name, label: SECTION_ICON_LABELS[name] }));

/** An optional icon from the section icons. */
export const iconField = {
  kind: 'choice',
  label: 'Icon',
  input: z
    .enum(SECTION_ICON_NAMES, { error: 'Must be one of the icons offered' })
    .nullish()
    .transform((value) => value ?? null),
  options: ICON_OPTIONS,
  placeholder: 'No icon',
} as const satisfies Field;

const options = (entries: Record<string, string>): FieldOption[] => Object.entries(entries).map(([value, label]) => ({ value, label }));

// Fields many kinds share.

export const eyebrowField = { kind: 'text', label: 'Eyebrow', input: optionalText(120), help: 'The small capitals above the heading.' } as const;
export const headingField = { kind: 'text', label: 'Heading', input: optionalText(200) } as const;
export const requiredHeadingField = { kind: 'text', label: 'Heading', input: requiredText(200, 'Heading') } as const;
export const introField = { kind: 'longText', label: 'Introduction', input: optionalLongText(2000) } as const;

export const TONES = ['plain', 'cream'] as const;
export const toneField = { kind: 'choice', label: 'Background', input: choiceOf(TONES, 'plain'), options: options({ plain: 'Plain', cream: 'Cream' }) } as const;

export const BUTTON_STYLES = ['primary', 'secondary', 'back'] as const;
export const BUTTON_ICONS = ['none', 'arrow', 'download'] as const;

export const buttonFields = defineFields({
  label: { kind: 'text', label: 'Label', input: requiredText(80, 'Label') },
  link: { kind: 'link', label: 'Link', input: requiredLink('Link'), placeholder: '/jacobs/contact' },
  style: { kind: 'choice', label: 'Style', input: choiceOf(BUTTON_STYLES, 'primary'), options: options({ primary: 'Main button', secondary: 'Outlined button', back: 'Small link back' }) },
  icon: { kind: 'choice', label: 'Icon', input: choiceOf(BUTTON_ICONS, 'none'), options: options({ none: 'None', arrow: 'Arrow after', download: 'Download before' }) },
});
export const buttonsField = { kind: 'items', label: 'Buttons', itemLabel: 'Button', itemFields: buttonFields, input: itemsOf(buttonFields, { max: 4, itemLabel: 'Button' }) } as const;

export const figureFields = defineFields({
  value: { kind: 'text', label: 'Figure', input: requiredText(60, 'Figure'), placeholder: '47+' },
  label: { kind: 'text', label: 'What it counts', input: requiredText(200, 'What it counts'), placeholder: 'properties staged' },
  icon: iconField,
});
/** Headline figures ("47+ properties staged"). */
export const figuresField = (label: string, max: number) =>
  ({ kind: 'items', label, itemLabel: 'Figure', itemFields: figureFields, input: itemsOf(figureFields, { max, itemLabel: 'Figure' }) }) as const;

export const pictureField = { kind: 'image', label: 'Picture', input: optionalPicture(), help: 'From the media library, with alt text for people who cannot see it.' } as const;
