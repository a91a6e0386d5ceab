// What a Rug Fit send adds to a contact message (decision 210): the room's palette as the
// visitor kept it, the rugs recommended, the mode, and whether the room photo comes with it (only
// if the visitor ticked to include it). Its limits and messages, without zod for the page:
// rug-fit-send.ts.
import { z } from 'zod';
import { FIT_MODE_IDS } from '../domain/rug-fit/fit-modes.ts';
import { RECORD_ID_MAX } from '../domain/record-id.ts';
import { paletteSchema } from './palette.ts';
import { RUG_FIT_MAX_RUGS } from './rug-fit-send.ts';

const rugId = z
  .number({ error: 'Must be a product id' })
  .int('Must be a product id')
  .min(1, 'Must be a product id')
  .max(RECORD_ID_MAX, 'Must be a product id');

/** The `rugFit` of a contact message: what the visitor saw when sending. */
export const rugFitRequest = z.object({
  palette: paletteSchema,
  productIds: z
    .array(rugId, { error: 'Must be a list of product ids' })
    .max(RUG_FIT_MAX_RUGS, `Must hold at most ${RUG_FIT_MAX_RUGS} products`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  mode: z.enum(FIT_MODE_IDS, { error: `Must be one of ${FIT_MODE_IDS.join(', ')}` }),
  /** The visitor ticked "Include my room photo": a photo must come with the send, and may only then. */
  photoConsent: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type RugFitRequest = z.input<typeof rugFitRequest>;

/** A Rug Fit send as the inbox shows it. */
export const rugFitLead = z.object({
  palette: paletteSchema,
  mode: z.enum(FIT_MODE_IDS),
  /** The rugs recommended, with the names they had when the message was sent, and whether each is still in the catalogue. */
  rugs: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), exists: z.boolean() })),
  /** The room photo, when the visitor chose to send it (GET /api/admin/messages/{id}/room-photo). */
  photo: z.object({ width: z.number().int(), height: z.number().int(), bytes: z.number().int() }).nullable(),
  /** The visitor sent a photo that is no longer kept: the room photos' storage was full (server/inbox/photo-storage.ts). */
  photoNotKept: z.boolean(),
});
export type RugFitLead = z.infer<typeof rugFitLead>;
