// The body of POST /api/contact (decision 210): JSON, as the spec's form sends it, or, when a Rug
// Fit send includes the room photo, multipart/form-data with the same JSON in the part "contact"
// and the photo in "photo". Read after the rate limits (a flood is refused before any byte is
// parsed) and before the Idempotency-Key check, which then sees the message and the photo's digest.
// Every refusal is a 400 (413 for too big a photo) naming the field, with nothing stored. A send
// with a photo first takes a place in the line of public image work (503 when there is none),
// before a byte of its body is read, and the photo is made when its turn comes.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { WHOLE_BODY } from '../../shared/contract/errors.ts';
import { HONEYPOT_FIELD, isBotSubmission } from '../../shared/contract/honeypot.ts';
import { contactSendInput, type ContactSendInput } from '../../shared/contract/inbox.ts';
import { campaignTag } from '../../shared/domain/inquiry-source.ts';
import { CONTACT_PART, ROOM_PHOTO_MAX_BYTES, ROOM_PHOTO_MESSAGES, ROOM_PHOTO_PART } from '../../shared/contract/rug-fit-send.ts';
import type { DiskWatch } from '../health/disk-space.ts';
import { clientKey } from '../http/client-key.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import type { FormFields } from '../http/plain-form-door.ts';
import { parseInput } from '../http/validate.ts';
import type { ImageWorkPlace, PublicImageWork } from '../media/public-image-work.ts';
import { processRoomPhoto } from '../media/room-photo.ts';
import type { StoredRoomPhoto } from './repository.ts';

export type ContactValues = ReturnType<typeof contactSendInput.parse>;

export interface ContactSend {
  input: ContactValues;
  photo: StoredRoomPhoto | null;
}

/** Where the middleware leaves the send for the handler. */
const SEND = 'contactSend';
export const contactSendOf = (res: Response): ContactSend => res.locals[SEND] as ContactSend;

/** The message (far under this) and at most one photo; nothing else. */
const CONTACT_PART_BYTES = 64 * 1024;

const readParts = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: ROOM_PHOTO_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: CONTACT_PART_BYTES },
}).single(ROOM_PHOTO_PART);

const WHAT_GOES_WHERE = `Send the message as JSON in "${CONTACT_PART}" and at most one photo in "${ROOM_PHOTO_PART}"`;

/** A refusal by the multipart reader, as the one error shape. */
function partsError(error: unknown): HttpError {
  if (!(error instanceof MulterError)) return new ValidationError({ [WHOLE_BODY]: 'Must be a well-formed multipart/form-data body' });
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, ROOM_PHOTO_MESSAGES.tooLarge, { fields: { [ROOM_PHOTO_PART]: ROOM_PHOTO_MESSAGES.tooLarge } });
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, `The message is too large: at most ${CONTACT_PART_BYTES / 1024} KB`, { fields: { [CONTACT_PART]: `Must be at most ${CONTACT_PART_BYTES / 1024} KB` } });
    case 'LIMIT_UNEXPECTED_FILE':
      return new ValidationError({ [error.field ?? WHOLE_BODY]: `Unexpected file: the photo goes in "${ROOM_PHOTO_PART}"` });
    default:
      return new ValidationError({ [WHOLE_BODY]: WHAT_GOES_WHERE });
  }
}

/** The message and the photo's bytes of a multipart send. */
async function readMultipart(req: Request, res: Response): Promise<{ body: unknown; photo: Buffer | null }> {
  await new Promise<void>((resolve, reject) => readParts(req, res, (error?: unknown) => (error ? reject(partsError(error)) : resolve())));
  const text: unknown = req.body?.[CONTACT_PART];
  if (typeof text !== 'string') throw new ValidationError({ [CONTACT_PART]: ROOM_PHOTO_MESSAGES.notJson });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError({ [CONTACT_PART]: ROOM_PHOTO_MESSAGES.notJson });
  }
  const photo = req.file?.buffer ?? null;
  // What makes a retry with the same Idempotency-Key the same send: the message and the photo's digest.
  req.body = { [CONTACT_PART]: body, [ROOM_PHOTO_PART]: photo && createHash('sha256').update(photo).digest('base64url') };
  return { body, photo };
}

/** What a send with a photo needs besides itself: its turn at the image work, and room on the disk for the result. */
export interface PhotoWork {
  images: PublicImageWork;
  disk: Pick<DiskWatch, 'assertRoom'>;
}

async function readSend(req: Request, res: Response, place: ImageWorkPlace | null): Promise<ContactSend> {
  const { body, photo: photoBytes } = place ? await readMultipart(req, res) : { body: req.body as unknown, photo: null };
  const input = parseInput(contactSendInput, body);
  // A bot's send is answered as a success and stored nowhere: its photo is not even read.
  if (isBotSubmission(input)) return { input, photo: null };
  const consented = input.rugFit?.photoConsent === true;
  if (photoBytes && !consented) throw new ValidationError({ 'rugFit.photoConsent': ROOM_PHOTO_MESSAGES.noConsent }, ROOM_PHOTO_MESSAGES.noConsent);
  if (!photoBytes && consented) throw new ValidationError({ [ROOM_PHOTO_PART]: ROOM_PHOTO_MESSAGES.consentWithoutPhoto }, ROOM_PHOTO_MESSAGES.consentWithoutPhoto);
  return { input, photo: photoBytes && place ? await place.run(() => processRoomPhoto(photoBytes)) : null };
}

/** Bytes of a refused send read and dropped, so its sender gets the answer rather than a reset connection; past them the connection is closed. */
const DROPPED_AT_MOST = ROOM_PHOTO_MAX_BYTES + CONTACT_PART_BYTES;

/** Reads what is left of the body and drops it (a refusal before reading it), or closes the connection past DROPPED_AT_MOST. */
function dropBody(req: Request): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    req.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > DROPPED_AT_MOST) req.socket.destroy();
    });
    req.once('end', resolve);
    req.once('close', resolve);
    req.resume();
  });
}

/** A place in the line of image work for a send with a photo, or its refusal, once its body is dropped. */
async function placeFor(req: Request, { images, disk }: PhotoWork): Promise<ImageWorkPlace> {
  try {
    disk.assertRoom();
    return images.admit(clientKey(req));
  } catch (refusal) {
    await dropBody(req);
    throw refusal;
  }
}

/** Reads the send into res.locals (contactSendOf), or refuses it. */
export const readContactSend =
  (work: PhotoWork): RequestHandler =>
  async (req, res, next) => {
    const place = req.is('multipart/form-data') ? await placeFor(req, work) : null;
    try {
      res.locals[SEND] = await readSend(req, res, place);
    } finally {
      place?.release();
    }
    next();
  };

/** Runs a body rule on every request but a contact send with a photo (multipart/form-data), which this module reads. */
export const exceptRoomPhotoSends =
  (rule: RequestHandler, contactPath: string): RequestHandler =>
  (req, res, next) =>
    req.method === 'POST' && req.path === contactPath && req.is('multipart/form-data') ? next() : rule(req, res, next);

/** The query of the page a form was sent from (its Referer), when that page is this site's. */
function sentFrom(req: Request): URLSearchParams {
  try {
    const page = new URL(req.get('Referer') ?? '');
    return page.host === req.get('Host')?.toLowerCase() ? page.searchParams : new URLSearchParams();
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The contact form posted without script, as POST /api/contact's body: its fields are named as
 * the body's, the product's id as a number. The page's campaign tags are not in its hidden fields
 * (the page is one cached copy for every campaign: docs/product/rules.md#forms-without-script),
 * so, when the fields are empty, they are read from the address of the page the form was sent
 * from, as the island reads them from the address it runs in. A Rug Fit send needs script.
 */
export function contactFormBody(fields: FormFields, req: Request): ContactSendInput {
  const { productId = '', utmSource = '', utmMedium = '' } = fields;
  const address = sentFrom(req);
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    service: fields.service,
    message: fields.message,
    [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD],
    // Not a number (NaN) is the contract's to refuse, naming the field.
    productId: productId.trim() === '' ? null : Number(productId),
    utmSource: utmSource || campaignTag(address.get('utm_source')),
    utmMedium: utmMedium || campaignTag(address.get('utm_medium')),
    fromPage: fields.fromPage || null,
  };
}
