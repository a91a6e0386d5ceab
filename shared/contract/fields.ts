// Field builders shared by every resource schema, so each rule (required text, optional text
// sent as null, whole numbers, image URLs: web-address.ts) is written once and reads the same on every form. Every
// text field is single-line or long text, and takes the character rule of shared/domain/plain-text.ts
// (decision 115): so does every endpoint whose body is built from these.
import { z } from 'zod';
import { longTextProblem, singleLineProblem, TEXT_MESSAGES } from '../domain/plain-text.ts';
import { MAX_SLUG_LENGTH } from '../domain/slug.ts';
import { optionalAddress, requiredAddress } from './web-address.ts';

const requiredMessage = (label = 'This field') => `${label} is required`;

type Lines = 'single' | 'long';
type IssueSink = { addIssue(issue: { code: 'custom'; message: string; input: unknown }): void };
const PROBLEM_OF = { single: singleLineProblem, long: longTextProblem } as const;

/** A string check naming what is wrong with its characters (single-line or long text). */
const plainText =
  (lines: Lines) =>
  (value: string, context: IssueSink): void => {
    const problem = PROBLEM_OF[lines](value);
    if (problem) context.addIssue({ code: 'custom', message: TEXT_MESSAGES[problem], input: value });
  };

function required(max: number, label: string | undefined, lines: Lines) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage(label) : 'Must be text') })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `Must be at most ${max} characters`)
    .superRefine(plainText(lines));
}

function optional(max: number, lines: Lines) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .superRefine(plainText(lines))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Text of one line or several, trimmed, with the character rule and nothing more (builders such as Markdown's add theirs). */
export const textOfLines = (max: number, lines: Lines) => z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).superRefine(plainText(lines));

/** One line of text that must be present and non-blank after trimming. */
export const requiredText = (max: number, label?: string) => required(max, label, 'single');

/** Several lines of text (a message, a description, Markdown) that must be present and non-blank. */
export const requiredLongText = (max: number, label?: string) => required(max, label, 'long');

/** Optional one-line text: blank, missing or null all become null ("empty optional text fields are sent as null"). */
export const optionalText = (max: number) => optional(max, 'single');

/** Optional text of several lines; blank, missing or null become null. */
export const optionalLongText = (max: number) => optional(max, 'long');

/** One item of a list of short texts (a feature, a highlight): one line, not blank. */
export const listItemText = (max: number, blankMessage: string) =>
  z.string({ error: 'Must be text' }).trim().min(1, blankMessage).max(max, `Must be at most ${max} characters`).superRefine(plainText('single'));

/** The first problem among the strings of free-form JSON, keys and values at any depth. */
function firstJsonTextProblem(value: unknown): keyof typeof TEXT_MESSAGES | undefined {
  if (typeof value === 'string') return longTextProblem(value);
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const problem = (Array.isArray(value) ? undefined : longTextProblem(key)) ?? firstJsonTextProblem(child);
    if (problem) return problem;
  }
  return undefined;
}

/** The check of free-form JSON (a page's copy): every string in it is long text (decision 115). */
export function jsonText(value: unknown, context: IssueSink): void {
  const problem = firstJsonTextProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: TEXT_MESSAGES[problem], input: value });
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug may be left empty (the server generates it from the name or title); if given it must be well formed. */
export const optionalSlug = z
  .string({ error: 'Must be text' })
  .trim()
  .max(MAX_SLUG_LENGTH, `Must be at most ${MAX_SLUG_LENGTH} characters`)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), 'Use lowercase letters, numbers and single hyphens')
  .nullish()
  .transform((value) => value ?? '');

export const displayOrder = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(1_000_000, 'Must be at most 1000000')
  .nullish()
  .transform((value) => value ?? 0);

export function flag(defaultValue: boolean) {
  return z
    .boolean({ error: 'Must be true or false' })
    .nullish()
    .transform((value) => value ?? defaultValue);
}

/** An image's address (web-address.ts): https://, or a root-relative path to an asset this server ships or stores. */
export const imageUrl = optionalAddress();

/** One image of an image list: its address (as imageUrl's rule, but required) and its description. */
export interface ListedImage {
  url: string;
  alt: string | null;
}

/**
 * An ordered list of images, each once. Missing or null is "not given" (undefined): the resource
 * decides what that means (a product's gallery then follows its imageUrl).
 */
export function imageList(max: number) {
  const image = z.object(
    {
      url: requiredAddress('Image URL is required'),
      alt: optionalText(300),
    },
    { error: 'Must be an image with a URL' },
  );
  return z
    .array(image, { error: 'Must be a list of images' })
    .max(max, `At most ${max} images`)
    .refine((images) => new Set(images.map((item) => item.url)).size === images.length, 'Each image can be listed once')
    .nullish()
    .transform((images): ListedImage[] | undefined => images ?? undefined);
}

/** The `version` a PUT or DELETE body may state (versions.ts: from `lowest` up); absent means "no check" (the spec's plain write). */
export const statedVersionSchema = (lowest: number) =>
  z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(lowest, `Must be ${lowest} or more`).optional();

/** Fields every editable record carries: `uid` is its identity (record-identity.ts). */
export const recordMeta = {
  id: z.number().int(),
  uid: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

const WHOLE_PAGE = 'Must be a whole number from 1';

/** A 1-based page number from a query string (`?page=`), 1 when absent. */
export const pageNumber = z
  .string({ error: WHOLE_PAGE })
  .regex(/^\d{1,9}$/, WHOLE_PAGE)
  .transform(Number)
  .refine((value) => value >= 1, WHOLE_PAGE)
  .default(1);

/** Where one page of a public list sits among its pages (ListPage of shared/domain/paging.ts, but its items). */
export const listPageFields = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
};

/** Optional email address: blank, missing or null all become null. */
export const optionalEmail = z
  .string({ error: 'Must be text' })
  .trim()
  .max(254, 'Must be at most 254 characters')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Must be an email address')
  .nullish()
  .transform((value) => (value ? value : null));

// Fields several resources share, described once (see resource-fields.ts).

/** A slug left empty is made by the server from `source` (shared/domain/slug.ts). */
export const slugField = (source: 'name' | 'title') =>
  ({ kind: 'slug', label: 'Slug', input: optionalSlug, help: `Leave empty to generate it from the ${source}.`, public: true }) as const;

export const displayOrderField = { kind: 'integer', label: 'Display order', input: displayOrder, min: 0, step: 1, tag: { prefix: 'Order' } } as const;

export const activeField = { kind: 'boolean', label: 'Active', input: flag(true), tag: { badge: 'Active', palette: 'green', otherwise: { badge: 'Inactive', palette: 'gray' } } } as const;

export const imageUrlField = {
  kind: 'url',
  label: 'Image URL',
  input: imageUrl,
  help: 'Filled in by an upload, or paste the address of an image.',
  placeholder: 'https://… or an uploaded image',
  alt: 'imageAlt',
} as const;

export const imageAltField = { kind: 'text', label: 'Image description', input: optionalText(300), help: 'Alt text for people who cannot see the image.' } as const;

export const seoTitleField = { kind: 'text', label: 'SEO title', input: optionalText(200) } as const;

/** docs/product/api.md#payload-rules: "SEO description hint 150-160 characters (placeholder only, not enforced)". */
export const seoDescriptionField = { kind: 'longText', label: 'SEO description', input: optionalLongText(400), placeholder: '150-160 characters' } as const;
