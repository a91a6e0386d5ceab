import { z } from 'zod';
import { COLLECTIONS, PRODUCT_COLLECTION_IDS, SORT_MODES, toCollectionId, type SortMode } from '../domain/collections.ts';
import { activeField, displayOrderField, flag, imageAltField, imageList, imageUrlField, listPageFields, optionalLongText, optionalText, pageNumber, recordMeta, requiredText, slugField, type ListedImage } from './fields.ts';
import { publicImageFields } from './media.ts';
import { paletteSchema } from './palette.ts';
import { defineResource } from './resource-definition.ts';
import { RESOURCE_ADDRESSES } from './resource-addresses.ts';
import { defineFields, inputShape, publicShape, storedShape } from './resource-fields.ts';
import { FIRST_VERSION } from './versions.ts';

export const ROI_DISCLAIMER_REQUIRED = 'ROI disclaimer is required when ROI multiplier is provided';
export const MAX_PRICE = 10_000_000;
/** How many pictures a product's gallery holds at most. */
export const MAX_GALLERY_IMAGES = 24;

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

const COLLECTION_OPTIONS = COLLECTIONS.filter((option) => option.id !== 'all').map((option) => ({ value: option.id, label: option.name }));

/** The fields of a product, each described once (resource-fields.ts): schemas and forms derive from them. */
export const productFields = defineFields({
  name: { kind: 'text', label: 'Name', input: requiredText(200, 'Name'), public: true },
  slug: slugField('name'),
  description: { kind: 'longText', label: 'Description', input: optionalLongText(5000), public: true },
  price: { kind: 'money', label: 'Price', input: price, min: 0, step: 0.01, public: true },
  roiMultiplier: {
    kind: 'decimal',
    label: 'ROI multiplier',
    input: roiMultiplier,
    help: '0 to 2.0. Leave at 0 for no ROI claim.',
    min: 0,
    max: 2,
    step: 0.01,
    blankAs: '0',
    public: true,
  },
  roiDisclaimer: { kind: 'longText', label: 'ROI disclaimer', input: optionalLongText(1000), public: true },
  collection: { kind: 'choice', label: 'Collection', input: collection, placeholder: 'Select a collection', options: COLLECTION_OPTIONS, public: true },
  size: { kind: 'text', label: 'Size', input: optionalText(100), placeholder: "8' x 10'", public: true },
  imageUrl: { ...imageUrlField, public: true },
  imageAlt: { ...imageAltField, public: true },
  gallery: {
    kind: 'imageList',
    label: 'Gallery',
    input: imageList(MAX_GALLERY_IMAGES),
    help: 'The first picture is the shop card’s and the link preview’s. Describe each one for people who cannot see it.',
    public: true,
  },
  fiber: { kind: 'text', label: 'Fiber', input: optionalText(200), public: true },
  origin: { kind: 'text', label: 'Origin', input: optionalText(200), public: true },
  petSafeNotes: { kind: 'longText', label: 'Pet-safe notes', input: optionalLongText(2000), help: 'Material review notes, not certification.', public: true },
  featured: { kind: 'boolean', label: 'Featured', input: flag(false), public: true, tag: { badge: 'Featured', palette: 'yellow', solid: true } },
  active: activeField,
  displayOrder: displayOrderField,
  // Made by the server from the image (decision 210); null while there is none it can read.
  palette: { kind: 'json', label: 'Palette', input: paletteSchema.nullable(), derived: true, public: true },
});

/** Body of POST /api/admin/products and PUT /api/admin/products/{id}. */
export const productInput = z
  .object(inputShape(productFields, FIRST_VERSION))
  .superRefine((product, ctx) => {
    if (product.roiMultiplier !== null && product.roiMultiplier > 0 && !product.roiDisclaimer) {
      ctx.addIssue({ code: 'custom', path: ['roiDisclaimer'], message: ROI_DISCLAIMER_REQUIRED });
    }
  })
  // A multiplier of 0 or none means "no ROI claim": both ROI fields are stored as null.
  .transform((product) =>
    product.roiMultiplier === null || product.roiMultiplier === 0 ? { ...product, roiMultiplier: null, roiDisclaimer: null } : product,
  )
  .transform(withImageFollowingGallery);
/**
 * The spec's imageUrl (and its description) is the gallery's first picture. A write
 * that gives no gallery (a client that knows only imageUrl) describes a product with that one
 * picture, or none.
 */
type FollowingGallery<P> = Omit<P, 'gallery' | 'imageUrl' | 'imageAlt'> & { gallery: ListedImage[]; imageUrl: string | null; imageAlt: string | null };

function withImageFollowingGallery<P extends { imageUrl: string | null; imageAlt: string | null; gallery: ListedImage[] | undefined }>(product: P): FollowingGallery<P> {
  const gallery = product.gallery ?? (product.imageUrl ? [{ url: product.imageUrl, alt: product.imageAlt }] : []);
  return { ...product, gallery, imageUrl: gallery[0]?.url ?? null, imageAlt: gallery[0]?.alt ?? null };
}

export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;

export const adminProduct = z.object({ ...recordMeta, ...storedShape(productFields) });
export type AdminProduct = z.infer<typeof adminProduct>;

/** A gallery picture as the public reads it: with its size and WebP srcset when it is an upload (null otherwise). */
export const publicGalleryImage = z.object({
  url: z.string(),
  alt: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  srcSet: z.string().nullable(),
});
export type PublicGalleryImage = z.infer<typeof publicGalleryImage>;

/**
 * What GET /api/products serves: active products only, no admin fields; imageWidth, imageHeight
 * and imageSrcSet are set when the image is an upload (null otherwise), and so are each gallery picture's.
 */
export const publicProduct = z.object({
  id: recordMeta.id,
  ...publicShape(productFields),
  gallery: z.array(publicGalleryImage),
  updatedAt: recordMeta.updatedAt,
  ...publicImageFields,
});
export type Product = z.infer<typeof publicProduct>;

export const productResource = defineResource({
  ...RESOURCE_ADDRESSES.products,
  fields: productFields,
  input: productInput,
  record: adminProduct,
  table: 'products',
  order: ['displayOrder', 'name'],
  admin: {
    title: 'Products',
    description: 'The rugs listed in the shop, with prices, collections and ROI notes.',
    formNoun: 'Product',
    listTitle: 'All Products',
    createLabel: 'Create New Product',
    emptyText: 'No products yet. Create your first product!',
    idleText: 'Select a product to edit, or create a new one.',
    noSelection: 'No product selected',
    deleteTitle: 'Delete Product',
    item: { title: 'name', line: ['collection', 'price'], tags: ['featured', 'active'] },
    form: [
      'name',
      'slug',
      'description',
      ['price', 'collection'],
      'roiMultiplier',
      // docs/product/rules.md#states-and-transitions: "The ROI disclaimer field appears only while the ROI multiplier is above 0."
      { field: 'roiDisclaimer', shownWhen: { field: 'roiMultiplier', above: 0 } },
      ['size', 'fiber', 'origin'],
      'gallery',
      { widget: 'productPalette' },
      'petSafeNotes',
      ['displayOrder', 'featured', 'active'],
    ],
  },
});

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
export const shopPage = z.object({ products: z.array(publicProduct), ...listPageFields });
export type ShopPage = z.infer<typeof shopPage>;
