// Products' palettes beyond a save (decision 210): made again on request (the product editor's
// Recompute), and filled in at start for products that have none while their image now has one
// (products saved before palettes existed; uploads made before; the seed's rugs while the shipped
// pictures' palettes were still being made). Neither is an edit of the owner's: the palette is
// the server's, so the record's version and history stay as they are.
import type { AdminProduct } from '../../shared/contract/products.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import type { MediaService } from '../media/service.ts';
import type { BuiltInArt } from './built-in-art.ts';
import { createPaletteLookup, mediaIdOf } from './palettes.ts';
import type { ProductService } from './service.ts';

export const PALETTE_NEEDS_PICTURE = 'Add a picture first: the palette is made from it';
export const PALETTE_NEEDS_UPLOAD = 'The palette is made from a picture uploaded here or a shipped rug picture: upload this image to give the product its palette';
export const PALETTE_IMAGE_GONE = 'This image is no longer stored here: upload it again';

export function createPaletteService({ db, products, media, art }: { db: Db; products: ProductService; media: MediaService; art: BuiltInArt }) {
  const lookup = createPaletteLookup(db, art);
  // Only while the record still shows the image the palette was made from.
  const store = db.prepare('UPDATE products SET palette = ? WHERE id = ? AND image_url IS ?');

  async function paletteOf(imageUrl: string): Promise<Swatch[] | null> {
    const id = mediaIdOf(imageUrl);
    if (id) {
      try {
        return await media.remakePalette(id);
      } catch (error) {
        if (error instanceof NotFoundError) throw new ValidationError({ imageUrl: PALETTE_IMAGE_GONE }, PALETTE_IMAGE_GONE);
        throw error;
      }
    }
    if (art.names(imageUrl)) {
      await art.load();
      return art.paletteOf(imageUrl) ?? null;
    }
    throw new ValidationError({ imageUrl: PALETTE_NEEDS_UPLOAD }, PALETTE_NEEDS_UPLOAD);
  }

  return {
    /** POST /api/admin/products/{id}/palette: the palette made again from the product's picture; answers the product. */
    async recompute(id: number): Promise<AdminProduct> {
      const product = products.admin.get(id);
      if (!product.imageUrl) throw new ValidationError({ imageUrl: PALETTE_NEEDS_PICTURE }, PALETTE_NEEDS_PICTURE);
      const palette = await paletteOf(product.imageUrl);
      store.run(palette === null ? null : JSON.stringify(palette), id, product.imageUrl);
      return products.admin.get(id);
    },

    /**
     * Gives each product without a palette its image's, where there is one now (making the shipped
     * pictures' palettes only if such a product shows one); answers how many it gave.
     */
    async fillMissing(): Promise<number> {
      if (products.withoutPalette().some((product) => product.imageUrl !== null && art.names(product.imageUrl))) await art.load();
      await media.fillMissingPalettes();
      let filled = 0;
      for (const product of products.withoutPalette()) {
        const palette = lookup(product.imageUrl);
        if (palette && store.run(JSON.stringify(palette), product.id, product.imageUrl).changes === 1) filled += 1;
      }
      return filled;
    },
  };
}
export type PaletteService = ReturnType<typeof createPaletteService>;
