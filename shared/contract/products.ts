import { z } from 'zod';
import { PRODUCT_COLLECTION_IDS, SORT_MODES, toCollectionId, type SortMode } from '../domain/collections.ts';
import { publicImageFields } from './media.ts';
import { displayOrder, expectedVersion, flag, imageUrl, optionalSlug, pageNumber, optionalText, recordMeta, requiredText } from './fields.ts';

export const ROI_DISCLAIMER_REQUIRED = 'ROI disclaimer is required when ROI multiplier is provided';
export const MAX_PRICE = 10_000_000;

const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const price = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Price is required' : 'Must be a number') })
  .min(0, 'Must be 0 or more')
  .max(MAX_PRICE, `Must be at most ${MAX_PRICE}`)
  .refine(isWholeCents, 'Use at most two decimals');

const roiMultiplier = z
  .number({ error: 'Must be a number' })
  .min(0, 'Must be between 0 and 2')
  .max(2, 'Must be between 0 and 2')
  .refine(isWholeCents, 'Use at most two decimals')
  .nullish()
  .transform((value) => value ?? null);

const collection = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Collection is required' : 'Must be text') })
  .trim()
  .min(1, 'Collection is required')
  .refine((value) => toCollectionId(value) !== null, `Must be one of ${PRODUCT_COLLECTION_IDS.join(', ')}`)
  .transform((value) => toCollectionId(value) ?? value);

/** Body of POST /api/admin/products and PUT /api/admin/products/{id}. */
export const productInput = z
  .object({
    name: requiredText(200, 'Name'),
    slug: optionalSlug,
    description: optionalText(5000),
    price,
    roiMultiplier,
    roiDisclaimer: optionalText(1000),
    collection,
    size: optionalText(100),
    imageUrl,
    imageAlt: optionalText(300),
    fiber: optionalText(200),
    origin: optionalText(200),
    petSafeNotes: optionalText(2000),
    featured: flag(false),
    active: flag(true),
    displayOrder,
    version: expectedVersion,
  })
  .superRefine((product, ctx) => {
    if (product.roiMultiplier !== null && product.roiMultiplier > 0 && !product.roiDisclaimer) {
      ctx.addIssue({ code: 'custom', path: ['roiDisclaimer'], message: ROI_DISCLAIMER_REQUIRED });
    }
  })
  // A multiplier of 0 or none means "no ROI claim": both ROI fields are stored as null.
  .transform((product) =>
    product.roiMultiplier === null || product.roiMultiplier === 0 ? { ...product, roiMultiplier: null, roiDisclaimer: null } : product,
  );
export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;

export const adminProduct = z.object({
  ...recordMeta,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  roiMultiplier: z.number().nullable(),
  roiDisclaimer: z.string().nullable(),
  collection: z.string(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  fiber: z.string().nullable(),
  origin: z.string().nullable(),
  petSafeNotes: z.string().nullable(),
  featured: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/**
 * What GET /api/products serves: active products only, no admin fields; imageWidth, imageHeight
 * and imageSrcSet are set when the image is an upload (null otherwise).
 */
export const publicProduct = adminProduct
  .pick({
    id: true,
    name: true,
    slug: true,
    collection: true,
    description: true,
    price: true,
    fiber: true,
    origin: true,
    size: true,
    petSafeNotes: true,
    roiMultiplier: true,
    roiDisclaimer: true,
    imageUrl: true,
    imageAlt: true,
    featured: true,
    updatedAt: true,
  })
  .extend(publicImageFields);
export type Product = z.infer<typeof publicProduct>;

const SORT_MODE_IDS = SORT_MODES.map((mode) => mode.id) as [SortMode, ...SortMode[]];

/**
 * The query of GET /api/shop (decision 090): `collection` as the shop's address gives it (an id, a
 * display name or anything else, matched by the spec's rule; empty or absent = all), `sort` one of
 * the spec's modes (default name), `page` from 1 (default 1).
 */
export const shopQuery = z.object({
  collection: z
    .string({ error: 'Must be text' })
    .optional()
    .transform((value) => value || 'all'),
  sort: z.enum(SORT_MODE_IDS, { error: `Must be one of ${SORT_MODE_IDS.join(', ')}` }).default('name'),
  page: pageNumber,
});
export type ShopQuery = z.output<typeof shopQuery>;

/** What GET /api/shop answers: one page of the view, and where it sits among the view's pages. */
export const shopPage = z.object({
  products: z.array(publicProduct),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  /** SHOP_PAGE_SIZE of shared/domain/shop.ts. */
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
});
export type ShopPage = z.infer<typeof shopPage>;
