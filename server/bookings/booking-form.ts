// The booking pages' forms posted as plain HTML (docs/product/rules.md#forms-without-script): the
// fields as POST /api/bookings' body, and where each form's success is confirmed. A booking is
// confirmed on its own manage page (the address its answer names), cancelling and moving on the
// manage page they were posted from.
import type { Request } from 'express';
import type { BookingCreated, BookingInput } from '../../shared/contract/booking.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import { parseFit } from '../../shared/domain/booking/book-page.ts';
import { campaignTag, fromPagePath } from '../../shared/domain/inquiry-source.ts';
import type { PlainFormName } from '../../shared/form-outcome.ts';
import { sentAddress } from '../../shared/plain-forms.ts';
import type { FormFields } from '../http/plain-form-door.ts';

/**
 * The booking form as POST /api/bookings' body: what the visitor typed, the consultation and time
 * chosen (hidden fields), and what the page carried (the product, the campaign tags, Rug Fit's
 * result in its one parameter, the page before when script told it). A product's id that is not a
 * number is the contract's to refuse, naming the field.
 */
export function bookingFormBody(fields: FormFields): BookingInput {
  const { productId = '' } = fields;
  const fit = parseFit(fields.fit ?? null);
  return {
    type: fields.type,
    start: fields.start,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    neighborhood: fields.neighborhood,
    notes: fields.notes,
    [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD],
    productId: productId.trim() === '' ? null : Number(productId),
    utmSource: campaignTag(fields.utmSource),
    utmMedium: campaignTag(fields.utmMedium),
    fromPage: fromPagePath(fields.fromPage),
    rugFit: fit && { palette: fit.palette, productIds: fit.productIds, mode: fit.mode },
  };
}

/** A booking's confirmation: its own manage page, which the answer's manage link names. */
export const bookedAddress = (answer: unknown): string => sentAddress('booking', new URL((answer as BookingCreated).manageUrl).pathname);

/** A manage link's page, as the form was posted to it, confirming `form`. */
export const managedAddress = (form: PlainFormName, req: Request): string => sentAddress(form, req.originalUrl.split(/[?#]/, 1)[0].replace(/(.)\/+$/, '$1'));
