import { INBOX_PAGE_SIZE, type ContactMessage, type MessagesPage, type Subscriber, type SubscribersPage } from '../../shared/contract/inbox.ts';
import { serviceInterestName } from '../../shared/contract/service-interests.ts';
import { chicagoDateTime } from '../notifications/chicago-time.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import { toCsv } from './csv.ts';
import { createInboxRepository, type NewMessage } from './repository.ts';

// Times in the owner's time zone and services by the spec's names: the export is read by a person
// in a spreadsheet, not by a program (issue 24 item 7).
const MESSAGE_COLUMNS = [
  { header: 'Received (Chicago time)', value: (m: ContactMessage) => chicagoDateTime(new Date(m.createdAt)) },
  { header: 'Name', value: (m: ContactMessage) => m.name },
  { header: 'Email', value: (m: ContactMessage) => m.email },
  { header: 'Phone', value: (m: ContactMessage) => m.phone },
  { header: 'Service', value: (m: ContactMessage) => serviceInterestName(m.service) },
  { header: 'Message', value: (m: ContactMessage) => m.message },
  { header: 'Handled', value: (m: ContactMessage) => (m.handled ? 'yes' : 'no') },
  { header: 'Product ID', value: (m: ContactMessage) => m.productId },
  { header: 'Product name', value: (m: ContactMessage) => m.productName },
  { header: 'UTM source', value: (m: ContactMessage) => m.utmSource },
  { header: 'UTM medium', value: (m: ContactMessage) => m.utmMedium },
  { header: 'From page', value: (m: ContactMessage) => m.fromPage },
] as const;

const SUBSCRIBER_COLUMNS = [
  { header: 'Subscribed (Chicago time)', value: (s: Subscriber) => chicagoDateTime(new Date(s.createdAt)) },
  { header: 'Email', value: (s: Subscriber) => s.email },
] as const;

/** Where page `page` of `total` rows starts, and the page fields of the answer. */
function pageOf(page: number, total: number) {
  return { offset: (page - 1) * INBOX_PAGE_SIZE, fields: { total, page, pageSize: INBOX_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) } };
}

/** Told what was stored, inside the transaction that stores it (the new-lead email queues its mail there). */
export interface InboxEvents {
  messageStored(id: number): void;
  subscriberAdded(id: number): void;
}

export function createInboxService(db: Db, events?: InboxEvents) {
  const inbox = createInboxRepository(db);
  const found = <T>(value: T | undefined | false): T => {
    if (!value) throw new NotFoundError();
    return value;
  };
  return {
    addMessage: db.transaction((message: NewMessage) => {
      events?.messageStored(Number(inbox.addMessage(message).lastInsertRowid));
    }),
    /** A second subscription of an address stores nothing and tells nothing. */
    subscribe: db.transaction((email: string) => {
      const added = inbox.subscribe(email);
      if (added.changes === 1) events?.subscriberAdded(Number(added.lastInsertRowid));
    }),
    /** One page, newest first; a page past the end holds no rows. */
    messages(page: number): MessagesPage {
      const { total, unhandled } = inbox.messageCounts();
      const { offset, fields } = pageOf(page, total);
      return { items: inbox.messagePage(INBOX_PAGE_SIZE, offset), ...fields, unhandled };
    },
    subscribers(page: number): SubscribersPage {
      const { offset, fields } = pageOf(page, inbox.subscriberCount());
      return { items: inbox.subscriberPage(INBOX_PAGE_SIZE, offset), ...fields };
    },
    setHandled: (id: number, handled: boolean) => found(inbox.setHandled(id, handled)),
    deleteMessage: (id: number) => void found(inbox.deleteMessage(id)),
    deleteSubscriber: (id: number) => void found(inbox.deleteSubscriber(id)),
    messagesCsv: () => toCsv(MESSAGE_COLUMNS, inbox.messages()),
    subscribersCsv: () => toCsv(SUBSCRIBER_COLUMNS, inbox.subscribers()),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
