// What a page shows of one of its public forms after the form was posted as plain HTML
// (docs/product/rules.md#forms-without-script): its confirmation, or its refusal with what was
// typed. The forms' islands import this module alone (no addresses, no zod: a few hundred bytes in
// their bundles); the forms' pages and the server's front door are shared/plain-forms.ts.
import type { FieldErrors } from './contract/errors.ts';

/** The public forms that post as plain HTML, by the name their hidden field gives: the contact page's two, booking's three. */
export const PLAIN_FORM_NAMES = ['message', 'newsletter', 'booking', 'cancelBooking', 'moveBooking'] as const;
export type PlainFormName = (typeof PLAIN_FORM_NAMES)[number];

/** The hidden field naming which form of its page was posted (a page may hold several). */
export const PLAIN_FORM_FIELD = 'form';

/** What a page shows of one of its forms after a plain post: its confirmation, or its refusal with what was typed. */
export type FormOutcome =
  | { form: PlainFormName; sent: true }
  | {
      form: PlainFormName;
      sent: false;
      /** The server's words for the refusal ("Too many requests. Try again in 9 minutes."). */
      reason: string;
      /** The contract's message per field, by the field's name. */
      errors: FieldErrors;
      /** Every field as it was posted, by name. */
      values: Readonly<Record<string, string>>;
    };

/** A refusal, as a form shows it. */
export type FormRefusal = Extract<FormOutcome, { sent: false }>;

/** The outcome of this form on a page that shows `outcome`, if it is this form's. */
export const outcomeOf = (outcome: FormOutcome | undefined, form: PlainFormName): FormOutcome | undefined => (outcome?.form === form ? outcome : undefined);

/** The fields of `empty` as a refusal kept them (what the visitor typed), else `empty`'s. */
export function keptValues<Values extends Record<string, string>>(outcome: FormOutcome | undefined, empty: Values): Values {
  if (!outcome || outcome.sent) return empty;
  return Object.fromEntries(Object.entries(empty).map(([name, value]) => [name, outcome.values[name] ?? value])) as Values;
}
