import type { DashboardFigures } from '../../shared/contract/dashboard.ts';
import type { HeldCounts } from '../../shared/contract/inbox.ts';
import type { LeadSource } from '../../shared/domain/lead-source.ts';
import { messageLeadSource } from '../../shared/lead-source.ts';
import { BUSINESS_TIME_ZONE, chartWindowStart, leadsPerWeek, thisAndLastWeek } from '../../shared/domain/lead-weeks.ts';
import type { Db } from '../db/connection.ts';
import { createDashboardRepository } from './repository.ts';

/** `heldCounts`: what waits for review in the inbox (decision 177), which the dashboard tells the owner; `nextBookings`: the next three. */
export function createDashboardService(db: Db, now: () => Date, heldCounts: () => HeldCounts, nextBookings: () => DashboardFigures['nextBookings']) {
  const repository = createDashboardRepository(db);
  return {
    figures(): DashboardFigures {
      const at = now();
      const since = chartWindowStart(at);
      const messages = repository.messagesSince(since);
      const subscribers = repository.subscribersSince(since);
      const leads = [
        ...messages.map((message) => ({ createdAt: message.createdAt, source: messageLeadSource(message) })),
        ...subscribers.map((createdAt) => ({ createdAt, source: 'newsletter' as LeadSource })),
      ];
      return {
        newMessages: repository.unhandledCount(),
        messages: thisAndLastWeek(messages.map((message) => message.createdAt), at),
        subscribers: thisAndLastWeek(subscribers, at),
        timeZone: BUSINESS_TIME_ZONE,
        weeks: leadsPerWeek(leads, at),
        held: heldCounts(),
        nextBookings: nextBookings(),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
