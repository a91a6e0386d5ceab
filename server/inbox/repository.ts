import type { ContactMessage, InboxView, Subscriber } from '../../shared/contract/inbox.ts';
import type { RugFitLead } from '../../shared/contract/rug-fit.ts';
import type { VisitOrigin } from '../../shared/contract/visits.ts';
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
  product_id: number | null;
  product_name: string | null;
  product_exists: number;
  utm_source: string | null;
  utm_medium: string | null;
  from_page: string | null;
  rug_fit: string | null;
  rug_ids_existing: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_bytes: number | null;
  held: number;
  visit_origin: string | null;
  booking_id: number | null;
}

/** The origin of the visit that made a lead, as stored (migration 080). */
const originOf = (stored: string | null): VisitOrigin | null => (stored === null ? null : (JSON.parse(stored) as VisitOrigin));

/** A Rug Fit send as stored (migration 041); `photoNotKept` when its photo went for want of room (photo-storage.ts). */
interface StoredRugFit {
  palette: RugFitLead['palette'];
  mode: RugFitLead['mode'];
  rugs: { id: number; name: string | null }[];
  photoNotKept?: boolean;
}

function rugFitOf(row: MessageRow): RugFitLead | null {
  if (row.rug_fit === null) return null;
  const stored = JSON.parse(row.rug_fit) as StoredRugFit;
  const existing = new Set((row.rug_ids_existing ?? '').split(',').filter(Boolean).map(Number));
  const photo = row.photo_width === null ? null : { width: row.photo_width, height: row.photo_height!, bytes: row.photo_bytes! };
  return { palette: stored.palette, mode: stored.mode, rugs: stored.rugs.map((rug) => ({ ...rug, exists: existing.has(rug.id) })), photo, photoNotKept: stored.photoNotKept === true };
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
  productId: row.product_id,
  productName: row.product_name,
  productExists: row.product_exists === 1,
  utmSource: row.utm_source,
  utmMedium: row.utm_medium,
  fromPage: row.from_page,
  rugFit: rugFitOf(row),
  held: row.held === 1,
  visit: originOf(row.visit_origin),
  bookingId: row.booking_id,
});

interface SubscriberRow {
  id: number;
  email: string;
  createdAt: string;
  held: number;
  visitOrigin: string | null;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({ id: row.id, email: row.email, createdAt: row.createdAt, held: row.held === 1, visit: originOf(row.visitOrigin) });

export type NewMessage = Pick<ContactMessage, 'name' | 'email' | 'phone' | 'service' | 'message' | 'productId' | 'utmSource' | 'utmMedium' | 'fromPage'> & {
  rugFit?: { palette: RugFitLead['palette']; mode: RugFitLead['mode']; productIds: number[] } | null;
  /** The visit that sent it, when one was counted. */
  visit?: VisitOrigin | null;
};

/** A room photo as kept: re-encoded (server/media/room-photo.ts). */
export interface StoredRoomPhoto {
  mimeType: string;
  width: number;
  height: number;
  data: Buffer;
}

/** A view of a list by its `held` column (decision 177). */
const HELD: Record<InboxView, 0 | 1> = { inbox: 0, held: 1 };

/**
 * A message with whether the product it is about still exists and, for a Rug Fit send, which of
 * its rugs still do and the size of its room photo.
 */
const MESSAGE_ROW = `SELECT m.*, EXISTS (SELECT 1 FROM products p WHERE p.id = m.product_id) AS product_exists,
  (SELECT group_concat(p.id) FROM products p WHERE p.id IN (SELECT json_extract(r.value, '$.id') FROM json_each(m.rug_fit, '$.rugs') AS r)) AS rug_ids_existing,
  ph.width AS photo_width, ph.height AS photo_height, length(ph.data) AS photo_bytes
  FROM contact_messages m LEFT JOIN room_photos ph ON ph.message_id = m.id`;
const NEWEST_FIRST = 'ORDER BY m.created_at DESC, m.id DESC';
const SUBSCRIBER_ROW = 'SELECT id, email, created_at AS createdAt, held, visit_origin AS visitOrigin FROM newsletter_subscribers';

export function createInboxRepository(db: Db) {
  // The product's name is read in the same statement, so it is the name the visitor saw (or none
  // when the product is gone); the message keeps it through later renames and deletes.
  const insertMessage = db.prepare(
    `INSERT INTO contact_messages (name, email, phone, service, message, handled, created_at, product_id, product_name, utm_source, utm_medium, from_page, rug_fit, held, visit_origin)
     VALUES (@name, @email, @phone, @service, @message, 0, @createdAt, @productId, (SELECT name FROM products WHERE id = @productId), @utmSource, @utmMedium, @fromPage, @rugFit, @held, @visitOrigin)`,
  );
  const productName = db.prepare('SELECT name FROM products WHERE id = ?').pluck();
  const insertPhoto = db.prepare('INSERT INTO room_photos (message_id, mime_type, width, height, data) VALUES (?, ?, ?, ?, ?)');
  const photoOf = db.prepare('SELECT mime_type AS mimeType, width, height, data FROM room_photos WHERE message_id = ?');
  // length() of a blob reads its size from the row's header, not its bytes.
  const photoTotals = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(length(data)), 0) AS bytes FROM room_photos');
  const heldPhotos = db.prepare(
    'SELECT ph.message_id AS messageId, length(ph.data) AS bytes FROM room_photos ph JOIN contact_messages m ON m.id = ph.message_id WHERE m.held = 1 ORDER BY m.created_at, m.id',
  );
  const deletePhoto = db.prepare('DELETE FROM room_photos WHERE message_id = ?');
  const markPhotoNotKept = db.prepare("UPDATE contact_messages SET rug_fit = json_set(rug_fit, '$.photoNotKept', json('true')) WHERE id = ? AND rug_fit IS NOT NULL");
  const allMessages = db.prepare(`${MESSAGE_ROW} ${NEWEST_FIRST}`);
  const messagePage = db.prepare(`${MESSAGE_ROW} WHERE m.held = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`);
  const messageCounts = db.prepare(
    'SELECT COUNT(*) FILTER (WHERE held = ?) AS total, COUNT(*) FILTER (WHERE held = 0 AND handled = 0) AS unhandled, COUNT(*) FILTER (WHERE held = 1) AS held FROM contact_messages',
  );
  const messageById = db.prepare(`${MESSAGE_ROW} WHERE m.id = ?`);
  const setHandled = db.prepare('UPDATE contact_messages SET handled = ? WHERE id = ?');
  const setBooking = db.prepare('UPDATE contact_messages SET booking_id = ? WHERE id = ?');
  const releaseMessage = db.prepare('UPDATE contact_messages SET held = 0 WHERE id = ? AND held = 1');
  const deleteMessage = db.prepare('DELETE FROM contact_messages WHERE id = ?');
  const deleteHeldMessages = db.prepare('DELETE FROM contact_messages WHERE held = 1');
  // The email column is UNIQUE COLLATE NOCASE: a second subscription in any letter case is a no-op.
  const subscribe = db.prepare('INSERT INTO newsletter_subscribers (email, created_at, held, visit_origin) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING');
  const allSubscribers = db.prepare(`${SUBSCRIBER_ROW} ORDER BY created_at DESC, id DESC`);
  const subscriberPage = db.prepare(`${SUBSCRIBER_ROW} WHERE held = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const subscriberCounts = db.prepare('SELECT COUNT(*) FILTER (WHERE held = ?) AS total, COUNT(*) FILTER (WHERE held = 1) AS held FROM newsletter_subscribers');
  const subscriberById = db.prepare(`${SUBSCRIBER_ROW} WHERE id = ?`);
  const releaseSubscriber = db.prepare('UPDATE newsletter_subscribers SET held = 0 WHERE id = ? AND held = 1');
  const deleteSubscriber = db.prepare('DELETE FROM newsletter_subscribers WHERE id = ?');
  const deleteHeldSubscribers = db.prepare('DELETE FROM newsletter_subscribers WHERE held = 1');

  const findMessage = (id: number) => {
    const row = messageById.get(id) as MessageRow | undefined;
    return row ? toMessage(row) : undefined;
  };
  const findSubscriber = (id: number) => {
    const row = subscriberById.get(id) as SubscriberRow | undefined;
    return row ? toSubscriber(row) : undefined;
  };

  return {
    addMessage({ name, email, phone, service, message, productId, utmSource, utmMedium, fromPage, rugFit, visit }: NewMessage, held: boolean, photoNotKept = false) {
      // The rugs' names as the visitor saw them, kept through later renames and deletes.
      const stored: StoredRugFit | null = rugFit
        ? { palette: rugFit.palette, mode: rugFit.mode, rugs: rugFit.productIds.map((id) => ({ id, name: (productName.get(id) as string | undefined) ?? null })), ...(photoNotKept ? { photoNotKept } : {}) }
        : null;
      const rugFitJson = stored ? JSON.stringify(stored) : null;
      return insertMessage.run({ name, email, phone, service, message, productId, utmSource, utmMedium, fromPage, rugFit: rugFitJson, createdAt: new Date().toISOString(), held: held ? 1 : 0, visitOrigin: visit ? JSON.stringify(visit) : null });
    },
    /** Names the booking a message is the lead of. */
    setBooking: (messageId: number, bookingId: number) => void setBooking.run(bookingId, messageId),
    addRoomPhoto(messageId: number, photo: StoredRoomPhoto): void {
      insertPhoto.run(messageId, photo.mimeType, photo.width, photo.height, photo.data);
    },
    roomPhoto: (messageId: number) => photoOf.get(messageId) as StoredRoomPhoto | undefined,
    /** How many room photos are kept, and their bytes. */
    photoTotals: () => photoTotals.get() as { count: number; bytes: number },
    /** The photos of held messages, the oldest message first. */
    heldPhotos: () => heldPhotos.all() as { messageId: number; bytes: number }[],
    /** Deletes a message's photo, which the message then says was not kept. */
    dropPhoto(messageId: number): void {
      deletePhoto.run(messageId);
      markPhotoNotKept.run(messageId);
    },
    /** Every message, held ones too (the CSV). */
    messages: () => (allMessages.all() as MessageRow[]).map(toMessage),
    messagePage: (view: InboxView, limit: number, offset: number) => (messagePage.all(HELD[view], limit, offset) as MessageRow[]).map(toMessage),
    messageCounts: (view: InboxView) => messageCounts.get(HELD[view]) as { total: number; unhandled: number; held: number },
    findMessage,
    setHandled(id: number, handled: boolean): ContactMessage | undefined {
      setHandled.run(handled ? 1 : 0, id);
      return findMessage(id);
    },
    /** True when a held message became delivered. */
    releaseMessage: (id: number) => releaseMessage.run(id).changes === 1,
    /** True when a row was deleted. */
    deleteMessage: (id: number) => deleteMessage.run(id).changes === 1,
    deleteHeldMessages: () => deleteHeldMessages.run().changes,
    subscribe: (email: string, held: boolean, visit: VisitOrigin | null = null) => subscribe.run(email, new Date().toISOString(), held ? 1 : 0, visit ? JSON.stringify(visit) : null),
    subscribers: () => (allSubscribers.all() as SubscriberRow[]).map(toSubscriber),
    subscriberPage: (view: InboxView, limit: number, offset: number) => (subscriberPage.all(HELD[view], limit, offset) as SubscriberRow[]).map(toSubscriber),
    subscriberCounts: (view: InboxView) => subscriberCounts.get(HELD[view]) as { total: number; held: number },
    findSubscriber,
    releaseSubscriber: (id: number) => releaseSubscriber.run(id).changes === 1,
    deleteSubscriber: (id: number) => deleteSubscriber.run(id).changes === 1,
    deleteHeldSubscribers: () => deleteHeldSubscribers.run().changes,
  };
}
