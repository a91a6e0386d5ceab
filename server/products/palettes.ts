// A product's palette (decision 210) is its image's: an upload's, made when it was uploaded (the
// media row keeps it); a shipped rug picture's (built-in-art.ts); none for a product without a
// picture or with one on another site, which Rug Fit ranks by its collection's typical palette.
// Products keep their palette in their row, so reading the catalogue reads no image.
import { MEDIA_URL_PATTERN } from '../../shared/contract/media.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import type { Db } from '../db/connection.ts';
import { createMediaRepository } from '../media/repository.ts';
import type { BuiltInArt } from './built-in-art.ts';

/** The media id of an upload's URL on this server (`/media/<id>/...`), if it is one. */
export const mediaIdOf = (imageUrl: string): string | undefined => (imageUrl.startsWith('/media/') ? MEDIA_URL_PATTERN.exec(imageUrl)?.[1] : undefined);

/** The palette a product showing `imageUrl` takes: its image's, when this server has made one. */
export function createPaletteLookup(db: Db, art: BuiltInArt): (imageUrl: string | null) => Swatch[] | null {
  const media = createMediaRepository(db);
  return (imageUrl) => {
    if (!imageUrl) return null;
    const id = mediaIdOf(imageUrl);
    if (id) return media.findById(id)?.palette ?? null;
    return art.paletteOf(imageUrl) ?? null;
  };
}
