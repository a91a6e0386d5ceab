import { Router, type Request, type RequestHandler, type Response } from 'express';
import { isBotSubmission } from '../../shared/contract/honeypot.ts';
import { inboxListQuery, messageUpdateInput, newsletterInput } from '../../shared/contract/inbox.ts';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { TooManyRequestsError } from '../http/errors.ts';
import { contactFormBody, contactSendOf, readContactSend, type PhotoWork } from './contact-send.ts';
import type { PlainFormCalls } from '../http/plain-form-door.ts';
import { createFormAllowance, perClientLimit, type FormAllowance, type FormLimits } from './form-limits.ts';
import type { InboxService } from './service.ts';
import type { VisitOrigin } from '../../shared/contract/visits.ts';

/**
 * POST /api/contact and /api/newsletter (mounted at the root): the public forms, limited per client;
 * a bot's submission (honeypot filled) is answered ok and dropped; a valid one past the form's hourly
 * allowance is accepted and held for review (decision 177). `idempotent` (Idempotency-Key replays)
 * sits right before each handler, after the asynchronous rate limiter: it holds the handler's write
 * and the stored answer in one transaction only while the handler runs in the same tick. Each call's
 * steps are also its form's plain-HTML front door (`plain`, server/http/plain-form-door.ts): one
 * chain, one set of counters, whichever door a submission comes through. `visitOf` names the
 * counted visit a submission comes from, kept with the lead.
 */
export function inboxPublicForms(
  inbox: InboxService,
  limits: FormLimits,
  idempotent: RequestHandler,
  now: () => number,
  visitOf: (req: Request) => VisitOrigin | null,
  photoWork: PhotoWork,
): { routes: Router; plain: PlainFormCalls } {
  /** Whether a valid submission is held: past the hour's allowance; past the bound of held ones, a 429. */
  const holding = (allowance: FormAllowance, heldSoFar: () => number) => (): boolean => {
    if (allowance.take()) return false;
    if (heldSoFar() >= limits.heldAtMost) throw new TooManyRequestsError(allowance.secondsLeft(), ERROR_MESSAGES.tooManyRequests);
    return true;
  };
  const holdMessage = holding(createFormAllowance(limits.global, now), () => inbox.heldCounts().messages);
  const holdSignUp = holding(createFormAllowance(limits.global, now), () => inbox.heldCounts().subscribers);
  const contact: RequestHandler[] = [
    perClientLimit(limits),
    readContactSend(photoWork),
    idempotent,
    (req, res) => {
      const { input, photo } = contactSendOf(res);
      if (!isBotSubmission(input)) inbox.addMessage({ ...input, visit: visitOf(req) }, holdMessage(), photo);
      res.json({ ok: true });
    },
  ];
  const newsletter: RequestHandler[] = [
    perClientLimit(limits),
    idempotent,
    (req, res) => {
      const input = parseInput(newsletterInput, req.body);
      if (!isBotSubmission(input)) inbox.subscribe(input.email, holdSignUp(), visitOf(req));
      res.json({ ok: true });
    },
  ];
  const routes = Router();
  routes.post(publicEndpoints.contact.path, ...contact);
  routes.post(publicEndpoints.newsletter.path, ...newsletter);
  return { routes, plain: { message: { steps: contact, body: contactFormBody }, newsletter: { steps: newsletter } } };
}

function sendCsv(res: Response, filename: string, csv: string): void {
  res.attachment(filename).type('text/csv; charset=utf-8').send(csv);
}

/** The admin inbox: messages and newsletter sign-ups, each view a page at a time, with their CSV exports. */
export const inboxAdminHandlers = (inbox: InboxService): AdminHandlers => ({
  messagesCsv: (_req, res) => sendCsv(res, 'messages.csv', inbox.messagesCsv()),
  messages: (req, res) => {
    const { page, view } = parseInput(inboxListQuery, req.query);
    res.json(inbox.messages(page, view));
  },
  deleteHeldMessages: (_req, res) => {
    res.json(inbox.deleteHeldMessages());
  },
  releaseMessage: (req, res) => {
    res.json(inbox.releaseMessage(parseId(req.params.id)));
  },
  updateMessage: (req, res) => {
    const id = parseId(req.params.id);
    res.json(inbox.setHandled(id, parseInput(messageUpdateInput, req.body).handled));
  },
  roomPhoto: (req, res) => {
    const photo = inbox.roomPhoto(parseId(req.params.id));
    res.type(photo.mimeType).send(photo.data);
  },
  deleteMessage: (req, res) => {
    inbox.deleteMessage(parseId(req.params.id));
    res.json({ ok: true });
  },
  subscribersCsv: (_req, res) => sendCsv(res, 'subscribers.csv', inbox.subscribersCsv()),
  subscribers: (req, res) => {
    const { page, view } = parseInput(inboxListQuery, req.query);
    res.json(inbox.subscribers(page, view));
  },
  deleteHeldSubscribers: (_req, res) => {
    res.json(inbox.deleteHeldSubscribers());
  },
  releaseSubscriber: (req, res) => {
    res.json(inbox.releaseSubscriber(parseId(req.params.id)));
  },
  deleteSubscriber: (req, res) => {
    inbox.deleteSubscriber(parseId(req.params.id));
    res.json({ ok: true });
  },
});
