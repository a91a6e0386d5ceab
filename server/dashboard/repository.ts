import type { InquiryContext } from '../../shared/lead-source.ts';
import type { Db } from '../db/connection.ts';

export type DatedMessage = InquiryContext & { createdAt: string };

/**
 * The inbox's rows from an instant on (ISO text compares in time order), as the dashboard counts
 * them: the delivered ones only; one held for review is no lead until released (decision 177).
 */
export function createDashboardRepository(db: Db) {
  const messagesSince = db.prepare(
    'SELECT created_at AS createdAt, product_id AS productId, utm_source AS utmSource, from_page AS fromPage, rug_fit IS NOT NULL AS rugFit, booking_id IS NOT NULL AS booking FROM contact_messages WHERE held = 0 AND created_at >= ?',
  );
  const subscribersSince = db.prepare('SELECT created_at FROM newsletter_subscribers WHERE held = 0 AND created_at >= ?').pluck();
  const unhandled = db.prepare('SELECT COUNT(*) FROM contact_messages WHERE held = 0 AND handled = 0').pluck();
  return {
    messagesSince: (since: string) =>
      (messagesSince.all(since) as (Omit<DatedMessage, 'rugFit' | 'booking'> & { rugFit: number; booking: number })[]).map((message) => ({ ...message, rugFit: message.rugFit === 1, booking: message.booking === 1 })),
    subscribersSince: (since: string) => subscribersSince.all(since) as string[],
    unhandledCount: () => unhandled.get() as number,
  };
}
