// How a Rug Fit send travels (decision 210), without zod, so the page that sends it loads no schema
// (decision 201): with the room photo, POST /api/contact is multipart/form-data, the message as
// JSON in the part CONTACT_PART and the photo in ROOM_PHOTO_PART; the limits and the messages of
// each refusal are the server's and the page's alike. The schemas: rug-fit.ts.
import { ACCEPTED_IMAGE_LABEL, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from './media-upload.ts';

/** The multipart parts of a send with a photo. */
export const CONTACT_PART = 'contact';
export const ROOM_PHOTO_PART = 'photo';

/** A room photo is refused above this many pixels (before it is decoded) or bytes. */
export const ROOM_PHOTO_MAX_PIXELS = 40_000_000;
export const ROOM_PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;
/** At most this many recommended rugs travel with a send. */
export const RUG_FIT_MAX_RUGS = 12;

/**
 * The photo as the inbox keeps it: re-encoded as a JPEG at most this many pixels on its longer side
 * (what the page sends, too), and at most ROOM_PHOTO_STORED_MAX_BYTES (smaller again when a busy
 * photo needs it): enough for a consultant to see the room.
 */
export const ROOM_PHOTO_STORED_SIDE = 1600;
export const ROOM_PHOTO_STORED_MAX_BYTES = 300 * 1024;

/** What the inbox and the lead email say of a photo that was sent but is not kept: the room photos had used all their space. */
export const ROOM_PHOTO_NOT_KEPT = 'A room photo came with it, but was not kept: the room photos had used all the space Settings shows for them.';

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

/** The box a visitor ticks to send their room photo (its refusals above name it too). */
export const ROOM_PHOTO_CONSENT_LABEL = 'Include my room photo';
