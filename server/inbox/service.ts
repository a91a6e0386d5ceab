import type { VisitOrigin } from '../../shared/contract/visits.ts';
import { campaignText, sourceText, type ConversionKind } from '../../shared/contract/visit-terms.ts';
import { INBOX_PAGE_SIZE, type ContactMessage, type HeldCounts, type InboxView, type MessagesPage, type Subscriber, type SubscribersPage } from '../../shared/contract/inbox.ts';
import { serviceInterestName } from '../../shared/contract/service-interests.ts';
import { chicagoDateTime } from '../notifications/chicago-time.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import { fitModeLabel } from '../../shared/domain/rug-fit/fit-modes.ts';
import { listPage, pageOffset } from '../../shared/domain/paging.ts';
import { toCsv } from './csv.ts';
import { DEFAULT_ROOM_PHOTOS_MAX_BYTES, makeRoomFor, roomPhotoStorage } from './photo-storage.ts';
import { createInboxRepository, type NewMessage, type StoredRoomPhoto } from './repository.ts';

// Times in the owner's time zone and services by the spec's names: the export is read by a person
// in a spreadsheet, not by a program.
/** Where a lead's visit began and came from: empty when none was counted (a browser asking not to be tracked, say). */
function visitColumns<Lead extends { visit?: VisitOrigin | null }>() {
  return [
    { header: 'Landing page', value: (lead: Lead) => lead.visit?.landingPage ?? null },
    { header: 'Came from', value: (lead: Lead) => (lead.visit ? sourceText(lead.visit) : null) },
    { header: 'Campaign', value: (lead: Lead) => (lead.visit ? campaignText(lead.visit) : null) },
  ];
}

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
  { header: 'Held for review', value: (m: ContactMessage) => (m.held ? 'yes' : 'no') },
  // A Rug Fit send (decision 210): empty for any other message.
  { header: 'Rug Fit mode', value: (m: ContactMessage) => (m.rugFit ? fitModeLabel(m.rugFit.mode) : null) },
  { header: 'Room palette', value: (m: ContactMessage) => m.rugFit?.palette.map((swatch) => `${swatch.color} ${Math.round(swatch.share * 100)}%`).join(', ') ?? null },
  { header: 'Rugs shown', value: (m: ContactMessage) => m.rugFit?.rugs.map((rug) => rug.name ?? `#${rug.id}`).join(', ') ?? null },
  { header: 'Room photo', value: (m: ContactMessage) => (m.rugFit ? (m.rugFit.photo ? 'yes' : m.rugFit.photoNotKept ? 'not kept (storage full)' : 'no') : null) },
  ...visitColumns<ContactMessage>(),
] as const;

const SUBSCRIBER_COLUMNS = [
  { header: 'Subscribed (Chicago time)', value: (s: Subscriber) => chicagoDateTime(new Date(s.createdAt)) },
  { header: 'Email', value: (s: Subscriber) => s.email },
  { header: 'Held for review', value: (s: Subscriber) => (s.held ? 'yes' : 'no') },
  ...visitColumns<Subscriber>(),
] as const;

/** Told what was stored, inside the transaction that stores it (the new-lead email queues its mail there). */
export interface InboxEvents {
  messageStored(id: number): void;
  subscriberAdded(id: number): void;
}

/**
 * Told of a lead that reached the inbox (on arrival, or when released from review), after it is
 * stored, with the visit that made it: the visit counts credit it as a conversion.
 */
export type LeadDelivered = (visit: VisitOrigin, kind: ConversionKind) => void;

const messageKind = (message: { rugFit?: unknown }): ConversionKind => (message.rugFit ? 'rugFit' : 'contact');

export interface InboxOptions {
  /** Told what was stored (the new-lead email). */
  events?: InboxEvents;
  /** Told of each lead delivered, with its visit (the visit counts' conversions). */
  delivered?: LeadDelivered;
  /** The most the room photos may take in all (ROOM_PHOTOS_MAX_MB; photo-storage.ts). */
  roomPhotosMaxBytes?: number;
}

export function createInboxService(db: Db, { events, delivered = () => undefined, roomPhotosMaxBytes = DEFAULT_ROOM_PHOTOS_MAX_BYTES }: InboxOptions = {}) {
  const inbox = createInboxRepository(db);
  const found = <T>(value: T | undefined | false): T => {
    if (!value) throw new NotFoundError();
    return value;
  };
  /** Credits a delivered lead to its visit, once it is stored. */
  const credit = (visit: VisitOrigin | null | undefined, kind: ConversionKind) => visit && delivered(visit, kind);
  const storeMessage = db.transaction((message: NewMessage, held: boolean, photo: StoredRoomPhoto | null) => {
    const kept = photo !== null && makeRoomFor(inbox, photo, roomPhotosMaxBytes);
    const id = Number(inbox.addMessage(message, held, photo !== null && !kept).lastInsertRowid);
    if (photo && kept) inbox.addRoomPhoto(id, photo);
    if (!held) events?.messageStored(id);
  });
  const storeSignUp = db.transaction((email: string, held: boolean, visit: VisitOrigin | null): boolean => {
    const added = inbox.subscribe(email, held, visit);
    if (added.changes === 1 && !held) events?.subscriberAdded(Number(added.lastInsertRowid));
    return added.changes === 1;
  });
  const release = db.transaction((id: number): ContactMessage => {
    found(inbox.releaseMessage(id));
    events?.messageStored(id);
    return found(inbox.findMessage(id));
  });
  const releaseSignUp = db.transaction((id: number): Subscriber => {
    found(inbox.releaseSubscriber(id));
    events?.subscriberAdded(id);
    return found(inbox.findSubscriber(id));
  });
  return {
    /**
     * Stores a message and, for a Rug Fit send, the room photo the visitor chose to include, when
     * there is room for it under the photos' cap (else the message says its photo was not kept);
     * a delivered one (not `held`) has its email queued in the same transaction. A held one waits
     * for the owner's release (decision 177).
     */
    addMessage(message: NewMessage, held: boolean, photo: StoredRoomPhoto | null = null): void {
      storeMessage(message, held, photo);
      if (!held) credit(message.visit, messageKind(message));
    },
    /** The room photo of a message (404 when it has none). */
    roomPhoto: (id: number) => found(inbox.roomPhoto(id)),
    /** A second subscription of an address stores nothing and tells nothing; a held one joins no digest until released. */
    subscribe(email: string, held: boolean, visit: VisitOrigin | null = null): void {
      if (storeSignUp(email, held, visit) && !held) credit(visit, 'newsletter');
    },
    /** One page of a view, newest first; a page past the end holds no rows. */
    messages(page: number, view: InboxView): MessagesPage {
      const { total, unhandled, held } = inbox.messageCounts(view);
      const items = inbox.messagePage(view, INBOX_PAGE_SIZE, pageOffset(page, INBOX_PAGE_SIZE));
      return { ...listPage(items, total, page, INBOX_PAGE_SIZE), unhandled, held };
    },
    subscribers(page: number, view: InboxView): SubscribersPage {
      const { total, held } = inbox.subscriberCounts(view);
      const items = inbox.subscriberPage(view, INBOX_PAGE_SIZE, pageOffset(page, INBOX_PAGE_SIZE));
      return { ...listPage(items, total, page, INBOX_PAGE_SIZE), held };
    },
    /** The room photos kept and their cap, for Settings. */
    roomPhotoStorage: () => roomPhotoStorage(inbox, roomPhotosMaxBytes),
    /** What waits for review, for the dashboard and Settings. */
    heldCounts: (): HeldCounts => ({ messages: inbox.messageCounts('held').held, subscribers: inbox.subscriberCounts('held').held }),
    setHandled: (id: number, handled: boolean) => found(inbox.setHandled(id, handled)),
    /** A held message joins the inbox and is emailed now, as if it had just come (404 for one not held). */
    releaseMessage(id: number): ContactMessage {
      const message = release(id);
      credit(message.visit, messageKind(message));
      return message;
    },
    releaseSubscriber(id: number): Subscriber {
      const subscriber = releaseSignUp(id);
      credit(subscriber.visit, 'newsletter');
      return subscriber;
    },
    deleteMessage: (id: number) => void found(inbox.deleteMessage(id)),
    deleteSubscriber: (id: number) => void found(inbox.deleteSubscriber(id)),
    deleteHeldMessages: () => ({ deleted: inbox.deleteHeldMessages() }),
    deleteHeldSubscribers: () => ({ deleted: inbox.deleteHeldSubscribers() }),
    messagesCsv: () => toCsv(MESSAGE_COLUMNS, inbox.messages()),
    subscribersCsv: () => toCsv(SUBSCRIBER_COLUMNS, inbox.subscribers()),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
