// A palette on the wire (Rug Fit, decision 210): a product's, as GET /api/products and the admin
// return it, and a room's, as a Rug Fit consultation request sends it.
import { z } from 'zod';
import { HEX_COLOUR, MAX_PALETTE_COLOURS } from '../domain/rug-fit/palette.ts';

export const swatchSchema = z.object({
  color: z.string({ error: 'Must be a colour written #rrggbb' }).regex(HEX_COLOUR, 'Must be a colour written #rrggbb'),
  share: z.number({ error: 'Must be a share from 0 to 1' }).min(0, 'Must be a share from 0 to 1').max(1, 'Must be a share from 0 to 1'),
});

/** Rounded shares may add up to a hair over 1. */
const SHARES_TOLERANCE = 0.01;

export const paletteSchema = z
  .array(swatchSchema, { error: 'Must be a list of colours' })
  .min(1, 'Must hold at least one colour')
  .max(MAX_PALETTE_COLOURS, `Must hold at most ${MAX_PALETTE_COLOURS} colours`)
  .refine((swatches) => swatches.reduce((sum, swatch) => sum + swatch.share, 0) <= 1 + SHARES_TOLERANCE, 'The shares must add up to at most 1');
