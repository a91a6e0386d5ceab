import type { AdminHandlers } from '../http/admin-routes.ts';
import { parseId } from '../http/request-values.ts';
import type { PaletteService } from './palette-service.ts';

/** The product editor's Recompute: a product's palette made again from its picture. */
export const paletteHandlers = (palettes: PaletteService): AdminHandlers => ({
  productPalette: async (req, res) => {
    res.json(await palettes.recompute(parseId(req.params.id)));
  },
});
