import type { ListedImage } from '../../shared/contract/fields.ts';
import { productResource, publicProduct, type AdminProduct, type Product, type ProductValues, type PublicGalleryImage, type ShopPage } from '../../shared/contract/products.ts';
import { cataloguePage, type ShopView } from '../../shared/domain/shop.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import { createPublicImageLookup } from '../media/public-image.ts';
import { orderSql, recordTableOf } from '../db/record-table.ts';
import { createCrudService } from '../records/crud-service.ts';
import type { ValuesOf } from '../records/record-service.ts';
import type { Page } from '../http/pagination.ts';
import { builtInArt, type BuiltInArt } from './built-in-art.ts';
import { createPaletteLookup } from './palettes.ts';

/**
 * `art`: the shipped pictures' palettes; `artLoaded`: what to do once a palette a save asked for
 * is made (the app fills the product in: palette-service.ts).
 */
export function createProductService(db: Db, art: BuiltInArt = builtInArt(), artLoaded: () => void = () => {}) {
  const table = recordTableOf<ValuesOf<'products'>>(db, productResource);
  // The shop's order: by display order, then name.
  const order = orderSql(productResource);
  const imageInfo = createPublicImageLookup(db);
  const crud = createCrudService({ db, table, slugSource: productResource.titleField, listOrder: order });
  // A product's palette is its image's, whatever a write's body says (decision 210). A shipped
  // picture's palette not made yet is asked for, and filled in once made (palette-service.ts).
  const paletteFor = createPaletteLookup(db, art);
  const withPalette = <Input extends { imageUrl: string | null }>(input: Input) => {
    const palette = paletteFor(input.imageUrl);
    if (palette === null && input.imageUrl !== null && art.names(input.imageUrl)) art.request(artLoaded);
    return { ...input, palette };
  };
  /** A gallery picture with its size and srcset when it is an upload. */
  const pictureOf = (image: ListedImage): PublicGalleryImage => {
    const { imageWidth, imageHeight, imageSrcSet } = imageInfo(image.url);
    return { ...image, width: imageWidth, height: imageHeight, srcSet: imageSrcSet };
  };
  // Parsing with the public schema keeps only public fields, so an admin field cannot leak.
  const toPublic = (record: AdminProduct): Product => publicProduct.parse({ ...record, ...imageInfo(record.imageUrl), gallery: record.gallery.map(pictureOf) });

  /** An active product, or undefined: inactive ones do not exist for the public. */
  const findPublic = (id: number): Product | undefined => {
    const product = table.findById(id);
    return product?.active ? toPublic(product) : undefined;
  };

  return {
    admin: {
      ...crud,
      create: (input: ProductValues) => crud.create(withPalette(input)),
      update: (id: number, input: ProductValues, expectedVersion?: number) => crud.update(id, withPalette(input), expectedVersion),
    },
    /** Products without a palette (palette-service.ts fills them in where their image has one). */
    withoutPalette: () => table.select({ where: 'palette IS NULL', orderBy: 'id' }),
    listPublic: (page: Page = {}) => table.select({ where: 'active = 1', orderBy: order, ...page }).map(toPublic),
    findPublic,
    /** A product as the public reads it, whatever its state (a preview shows inactive ones too). */
    publicOf: toPublic,
    /**
     * One page of the shop (decision 090): the active products in the shop's order, matched and
     * sorted by the spec's rules; only the page's own products are turned into the public shape.
     */
    shopPage(view: ShopView): ShopPage {
      const page = cataloguePage(table.select({ where: 'active = 1', orderBy: order }), view);
      return { ...page, products: page.products.map(toPublic) };
    },
    getPublic(id: number): Product {
      const product = findPublic(id);
      if (!product) throw new NotFoundError();
      return product;
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
