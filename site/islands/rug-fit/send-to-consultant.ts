// "Send this to a consultant" (issue 27, item 5; decision 213): a contact message with what Rug
// Fit found; JSON as the contact form sends it, or multipart/form-data with the room photo when the
// visitor ticked to include it. Nothing of the photo leaves the device before this call.
import { request, type FetchLike } from '../../../shared/api-client/http.ts';
import type { ContactSendInput } from '../../../shared/contract/inbox.ts';
import { publicEndpoints } from '../../../shared/contract/public-endpoints.ts';
import { CONTACT_PART, ROOM_PHOTO_PART } from '../../../shared/contract/rug-fit-send.ts';

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** A key for one message, kept through its retries. */
export const newIdempotencyKey = (): string => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Sends the message (and the photo, if given); throws ApiError with the server's field errors when refused. */
export async function sendToConsultant(message: ContactSendInput, photo: Blob | null, idempotencyKey: string): Promise<void> {
  let body: unknown = message;
  if (photo) {
    const form = new FormData();
    form.append(CONTACT_PART, JSON.stringify(message));
    form.append(ROOM_PHOTO_PART, photo, 'room.jpg');
    body = form;
  }
  await request(browserFetch, '', 'POST', publicEndpoints.contact.path, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
