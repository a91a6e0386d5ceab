// What a Rug Fit send adds to a contact message (issue 27, decision 213): the room's palette as the
// visitor kept it, the rugs recommended, the mode, and whether the room photo comes with it (only
// if the visitor ticked to include it). With the photo, POST /api/contact is multipart/form-data:
// the message as JSON in the part CONTACT_PART, the photo in ROOM_PHOTO_PART. The limits and
// messages are the server's and the page's alike.
import { z } from 'zod';
import { FIT_MODE_IDS } from '../domain/rug-fit/fit-modes.ts';
import { RECORD_ID_MAX } from '../domain/record-id.ts';
import { ACCEPTED_IMAGE_LABEL, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from './media-upload.ts';
import { paletteSchema } from './palette.ts';

/** The multipart parts of a send with a photo. */
export const CONTACT_PART = 'contact';
export const ROOM_PHOTO_PART = 'photo';

/** A room photo is refused above this many pixels (before it is decoded) or bytes. */
export const ROOM_PHOTO_MAX_PIXELS = 40_000_000;
export const ROOM_PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;
/** At most this many recommended rugs travel with a send. */
export const RUG_FIT_MAX_RUGS = 12;

/** The photo as the inbox keeps it: re-encoded as a JPEG at most this many pixels on its longer side. */
export const ROOM_PHOTO_STORED_SIDE = 2048;

export const ROOM_PHOTO_MESSAGES = {
  notImage: `The photo is not a ${ACCEPTED_IMAGE_LABEL} image`,
  undecodable: `The photo could not be read: send it as a ${ACCEPTED_IMAGE_LABEL} image`,
  tooManyPixels: `The photo has more than ${ROOM_PHOTO_MAX_PIXELS / 1_000_000} megapixels: send a smaller one`,
  tooLarge: `The photo is too large: at most ${MAX_UPLOAD_LABEL}`,
  empty: 'The photo is empty: there is nothing in it to match',
  allBlack: 'The photo is all black: take it again with more light',
  noConsent: 'Tick "Include my room photo" to send it',
  consentWithoutPhoto: 'Attach the room photo, or untick "Include my room photo"',
  notJson: `Must be the message as JSON`,
} as const;

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
});
export type RugFitLead = z.infer<typeof rugFitLead>;
