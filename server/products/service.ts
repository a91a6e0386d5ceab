import type { ListedImage } from '../../shared/contract/fields.ts';
import { productResource, publicProduct, type AdminProduct, type Product, type PublicGalleryImage, type ShopPage } from '../../shared/contract/products.ts';
import { cataloguePage, type ShopView } from '../../shared/domain/shop.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import { createPublicImageLookup } from '../media/public-image.ts';
import { createCrudService } from '../records/crud-service.ts';
import type { Page } from '../http/pagination.ts';
import { createProductTable, PRODUCT_ORDER } from './repository.ts';

export function createProductService(db: Db) {
  const table = createProductTable(db);
  const imageInfo = createPublicImageLookup(db);
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
    admin: createCrudService({ db, table, slugSource: productResource.titleField, listOrder: PRODUCT_ORDER }),
    listPublic: (page: Page = {}) => table.select({ where: 'active = 1', orderBy: PRODUCT_ORDER, ...page }).map(toPublic),
    findPublic,
    /** A product as the public reads it, whatever its state (a preview shows inactive ones too). */
    publicOf: toPublic,
    /**
     * One page of the shop (decision 090): the active products in the shop's order, matched and
     * sorted by the spec's rules; only the page's own products are turned into the public shape.
     */
    shopPage(view: ShopView): ShopPage {
      const page = cataloguePage(table.select({ where: 'active = 1', orderBy: PRODUCT_ORDER }), view);
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
