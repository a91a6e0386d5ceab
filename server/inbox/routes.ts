import { Router, type Response } from 'express';
import { contactInput, messageUpdateInput, newsletterInput } from '../../shared/contract/inbox.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import type { InboxService } from './service.ts';

/** POST /api/contact and /api/newsletter: the public forms. */
export function inboxPublicRoutes(inbox: InboxService): Router {
  const router = Router();
  router.post('/contact', (req, res) => {
    inbox.addMessage(parseInput(contactInput, req.body));
    res.json({ ok: true });
  });
  router.post('/newsletter', (req, res) => {
    inbox.subscribe(parseInput(newsletterInput, req.body).email);
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
  router.get('/messages', (_req, res) => {
    res.json(inbox.messages());
  });
  router.patch('/messages/:id', (req, res) => {
    const id = parseId(req.params.id);
    res.json(inbox.setHandled(id, parseInput(messageUpdateInput, req.body).handled));
  });
  router.delete('/messages/:id', (req, res) => {
    inbox.deleteMessage(parseId(req.params.id));
    res.json({ ok: true });
  });
  router.get('/subscribers.csv', (_req, res) => sendCsv(res, 'subscribers.csv', inbox.subscribersCsv()));
  router.get('/subscribers', (_req, res) => {
    res.json(inbox.subscribers());
  });
  router.delete('/subscribers/:id', (req, res) => {
    inbox.deleteSubscriber(parseId(req.params.id));
    res.json({ ok: true });
  });
  return router;
}
