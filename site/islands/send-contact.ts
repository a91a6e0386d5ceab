// POST /api/contact from the contact form (docs/product/api.md#public-calls), with or without what Rug Fit found
// (decision 210): JSON as the spec's form sends it, or multipart/form-data when the visitor ticked
// to include their room photo. Nothing of the photo leaves the device before this call.
import { request, type FetchLike } from '../../shared/api-client/http.ts';
import type { ContactSendInput } from '../../shared/contract/inbox.ts';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { CONTACT_PART, ROOM_PHOTO_PART } from '../../shared/contract/rug-fit-send.ts';

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** A key for one message, kept through its retries, so a send that did arrive is stored once. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Sends the message (and the photo, if given); throws ApiError with the server's field errors when refused. */
export async function sendContact(message: ContactSendInput, photo: Blob | null, idempotencyKey: string): Promise<void> {
  let body: unknown = message;
  if (photo) {
    const form = new FormData();
    form.append(CONTACT_PART, JSON.stringify(message));
    form.append(ROOM_PHOTO_PART, photo, 'room.jpg');
    body = form;
  }
  await request(browserFetch, '', 'POST', publicEndpoints.contact.path, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
