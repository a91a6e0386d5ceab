import type { ContactMessage, Subscriber } from '../../shared/contract/inbox.ts';
import type { Db } from '../db/connection.ts';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  handled: number;
  created_at: string;
}

const toMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  handled: row.handled === 1,
  createdAt: row.created_at,
});

export type NewMessage = Pick<ContactMessage, 'name' | 'email' | 'phone' | 'service' | 'message'>;

export function createInboxRepository(db: Db) {
  const insertMessage = db.prepare(
    'INSERT INTO contact_messages (name, email, phone, service, message, handled, created_at) VALUES (@name, @email, @phone, @service, @message, 0, @createdAt)',
  );
  const allMessages = db.prepare('SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC');
  const messagePage = db.prepare('SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?');
  const messageCounts = db.prepare('SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE handled = 0) AS unhandled FROM contact_messages');
  const messageById = db.prepare('SELECT * FROM contact_messages WHERE id = ?');
  const setHandled = db.prepare('UPDATE contact_messages SET handled = ? WHERE id = ?');
  const deleteMessage = db.prepare('DELETE FROM contact_messages WHERE id = ?');
  // The email column is UNIQUE COLLATE NOCASE: a second subscription in any letter case is a no-op.
  const subscribe = db.prepare('INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING');
  const allSubscribers = db.prepare('SELECT id, email, created_at AS createdAt FROM newsletter_subscribers ORDER BY created_at DESC, id DESC');
  const subscriberPage = db.prepare('SELECT id, email, created_at AS createdAt FROM newsletter_subscribers ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?');
  const subscriberCount = db.prepare('SELECT COUNT(*) FROM newsletter_subscribers').pluck();
  const deleteSubscriber = db.prepare('DELETE FROM newsletter_subscribers WHERE id = ?');

  const findMessage = (id: number) => {
    const row = messageById.get(id) as MessageRow | undefined;
    return row ? toMessage(row) : undefined;
  };

  return {
    addMessage: ({ name, email, phone, service, message }: NewMessage) => insertMessage.run({ name, email, phone, service, message, createdAt: new Date().toISOString() }),
    messages: () => (allMessages.all() as MessageRow[]).map(toMessage),
    messagePage: (limit: number, offset: number) => (messagePage.all(limit, offset) as MessageRow[]).map(toMessage),
    messageCounts: () => messageCounts.get() as { total: number; unhandled: number },
    findMessage,
    setHandled(id: number, handled: boolean): ContactMessage | undefined {
      setHandled.run(handled ? 1 : 0, id);
      return findMessage(id);
    },
    /** True when a row was deleted. */
    deleteMessage: (id: number) => deleteMessage.run(id).changes === 1,
    subscribe: (email: string) => subscribe.run(email, new Date().toISOString()),
    subscribers: () => allSubscribers.all() as Subscriber[],
    subscriberPage: (limit: number, offset: number) => subscriberPage.all(limit, offset) as Subscriber[],
    subscriberCount: () => subscriberCount.get() as number,
    deleteSubscriber: (id: number) => deleteSubscriber.run(id).changes === 1,
  };
}
