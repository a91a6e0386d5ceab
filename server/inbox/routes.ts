import { Router, type RequestHandler, type Response } from 'express';
import { isBotSubmission } from '../../shared/contract/honeypot.ts';
import { inboxListQuery, messageUpdateInput, newsletterInput } from '../../shared/contract/inbox.ts';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { contactSendOf, readContactSend } from './contact-send.ts';
import { formLimiter, type FormLimits } from './form-limits.ts';
import type { InboxService } from './service.ts';

/**
 * POST /api/contact and /api/newsletter (mounted at the root): the public forms, rate limited; a bot's submission
 * (honeypot filled) is answered ok and dropped. `idempotent` (Idempotency-Key replays) sits right
 * before each handler, after the asynchronous rate limiters: it holds the handler's write and the
 * stored answer in one transaction only while the handler runs in the same tick.
 */
export function inboxPublicRoutes(inbox: InboxService, limits: FormLimits, idempotent: RequestHandler): Router {
  const router = Router();
  router.post(publicEndpoints.contact.path, ...formLimiter(limits), readContactSend, idempotent, (_req, res) => {
    const { input, photo } = contactSendOf(res);
    if (!isBotSubmission(input)) inbox.addMessage(input, photo);
    res.json({ ok: true });
  });
  router.post(publicEndpoints.newsletter.path, ...formLimiter(limits), idempotent, (req, res) => {
    const input = parseInput(newsletterInput, req.body);
    if (!isBotSubmission(input)) inbox.subscribe(input.email);
    res.json({ ok: true });
  });
  return router;
}

function sendCsv(res: Response, filename: string, csv: string): void {
  res.attachment(filename).type('text/csv; charset=utf-8').send(csv);
}

/** The admin inbox, mounted at /api/admin. The .csv routes come before /:id ones so they are never read as ids. */
export function inboxAdminRoutes(inbox: InboxService): Router {
  const router = Router();
  router.get('/messages.csv', (_req, res) => sendCsv(res, 'messages.csv', inbox.messagesCsv()));
  router.get('/messages', (req, res) => {
    res.json(inbox.messages(parseInput(inboxListQuery, req.query).page));
  });
  router.patch('/messages/:id', (req, res) => {
    const id = parseId(req.params.id);
    res.json(inbox.setHandled(id, parseInput(messageUpdateInput, req.body).handled));
  });
  router.get('/messages/:id/room-photo', (req, res) => {
    const photo = inbox.roomPhoto(parseId(req.params.id));
    res.type(photo.mimeType).send(photo.data);
  });
  router.delete('/messages/:id', (req, res) => {
    inbox.deleteMessage(parseId(req.params.id));
    res.json({ ok: true });
  });
  router.get('/subscribers.csv', (_req, res) => sendCsv(res, 'subscribers.csv', inbox.subscribersCsv()));
  router.get('/subscribers', (req, res) => {
    res.json(inbox.subscribers(parseInput(inboxListQuery, req.query).page));
  });
  router.delete('/subscribers/:id', (req, res) => {
    inbox.deleteSubscriber(parseId(req.params.id));
    res.json({ ok: true });
  });
  return router;
}
