// The plain-HTML front door of the public forms (docs/product/rules.md#forms-without-script;
// shared/plain-forms.ts names their pages): a form posted without script
// (application/x-www-form-urlencoded, to its page's address) goes through the very steps of its
// JSON call (the same per-client limiter, body check, Idempotency-Key check, honeypot, hourly
// hold and handler, so the two doors share every counter), and their answer is translated: the
// call's success becomes 303 to the "sent" address of the page that confirms it (the contact page's,
// or the one the call's answer names: a booking's manage page), and a refusal (an HttpError, as the
// JSON call would answer it) becomes the page again, with that status, its reason, the error of
// each field beside it and every field as typed, never cached. Cross-site posts are refused
// before this, as for every write (origin-check.ts). A form carries no Idempotency-Key header: its
// key is its content, so the same form sent twice by one client (a double click, Back and Send
// again) is stored once, as a retry with the same key is. A page with a parameter in its address (a
// manage link's token) hands it to the call's steps as the JSON call's path would.
import { createHash } from 'node:crypto';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import { PLAIN_FORM_FIELD, type FormRefusal, type PlainFormName } from '../../shared/form-outcome.ts';
import { formPostedTo, formsOf, plainFormPages, sentAddress } from '../../shared/plain-forms.ts';
import { asHttpError } from './error-handler.ts';
import { HttpError, ValidationError } from './errors.ts';

/** The fields of a posted form, as text, by name. */
export type FormFields = Readonly<Record<string, string>>;

export interface PlainFormCall {
  /** The JSON call's own steps, in order, ending with its handler, which answers with res.json. */
  steps: readonly RequestHandler[];
  /** The JSON call's body from the posted fields; default: the fields as they are (named as the body's). */
  body?: (fields: FormFields, req: Request) => unknown;
  /** The address that confirms it, from the call's answer; default: its page's "sent" address (shared/plain-forms.ts). */
  sent?: (answer: unknown, req: Request) => string;
}

export type PlainFormCalls = { readonly [Form in PlainFormName]?: PlainFormCall };

/** Sends the page the form was posted from, showing `refusal`, with the refusal's status and headers. */
export type RefusalPage = (req: Request, res: Response, refusal: FormRefusal, status: number, headers: Readonly<Record<string, string>>) => Promise<void>;

/** The JSON calls' own limit (express.json in server/app.ts): a message's 5,000 characters fit many times over. */
const FORM_BODY_LIMIT = '1mb';
const readFields = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 100 });

const FORM_PAGES = plainFormPages();

const isFormPost = (req: Request): boolean => req.method === 'POST' && formsOf(req.path).length > 0 && Boolean(req.is('application/x-www-form-urlencoded'));

/** Runs a body rule on every request but a plain form's post, which this door reads. */
export const exceptPlainFormPosts =
  (rule: RequestHandler): RequestHandler =>
  (req, res, next) =>
    isFormPost(req) ? next() : rule(req, res, next);

/** Each field once, as text (a repeated name keeps its first value). */
function textFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/**
 * What a refusal page shows as typed: the fields as the call took them (the body's text, so what
 * the body added, such as the contact form's campaign tags, goes back into the hidden fields),
 * neither the honeypot (a person's retry must not carry it) nor the form's name.
 */
function typedValues(fields: FormFields, body: unknown): FormFields {
  const taken = Object.entries(body && typeof body === 'object' ? body : {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(Object.entries({ ...fields, ...Object.fromEntries(taken) }).filter(([name]) => name !== HONEYPOT_FIELD && name !== PLAIN_FORM_FIELD));
}

const contentKey = (body: unknown): string => `form-${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}`;

/** The steps as one handler: a router of its own (with the page's path parameters), whose `done` receives the first error. */
function chainOf(steps: readonly RequestHandler[]) {
  const chain = Router({ mergeParams: true });
  chain.use(...steps);
  return (req: Request, res: Response, done: (error?: unknown) => void) => chain(req, res, done);
}

export function plainFormDoor(calls: PlainFormCalls, refusalPage: RefusalPage): Router {
  const chains = new Map((Object.entries(calls) as [PlainFormName, PlainFormCall][]).map(([form, call]) => [form, { call, run: chainOf(call.steps) }]));
  const router = Router();
  router.post(FORM_PAGES, (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'Unsupported content type', { fields: { body: 'Send the form as application/x-www-form-urlencoded' } });
    readFields(req, res, (error?: unknown) => {
      if (error) return next(error);
      const fields = textFields(req.body);
      const form = formPostedTo(req.path, fields[PLAIN_FORM_FIELD]);
      const posted = form && chains.get(form);
      if (!form || !posted) return next(new ValidationError({ [PLAIN_FORM_FIELD]: `Must name a form of this page: ${formsOf(req.path).filter((name) => chains.has(name)).join(', ')}` }));

      req.body = posted.call.body ? posted.call.body(fields, req) : fields;
      const values = typedValues(fields, req.body);
      if (req.get('Idempotency-Key') === undefined) req.headers['idempotency-key'] = contentKey(req.body);
      // The JSON call's answer, a success (its errors are thrown), becomes the page's confirmation.
      res.json = ((answer: unknown) => {
        res.redirect(303, posted.call.sent ? posted.call.sent(answer, req) : sentAddress(form));
        return res;
      }) as Response['json'];
      posted.run(req, res, (failure?: unknown) => {
        if (failure === undefined) return next();
        const refusal = asHttpError(failure);
        if (!refusal) return next(failure);
        const shown: FormRefusal = { form, sent: false, reason: refusal.message, errors: refusal.fields ?? {}, values };
        refusalPage(req, res, shown, refusal.status, refusal.headers).catch(next);
      });
    });
  });
  return router;
}
