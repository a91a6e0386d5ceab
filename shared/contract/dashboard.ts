// GET /api/admin/dashboard: the owner's figures at a glance.
import { z } from 'zod';
import { nextBooking } from './booking.ts';
import { heldCounts } from './inbox.ts';

const count = z.number().int().min(0);
const weekOverWeek = z.object({ thisWeek: count, lastWeek: count });

export const dashboardFigures = z.object({
  /** Contact messages not handled yet (the inbox badge). */
  newMessages: count,
  messages: weekOverWeek,
  subscribers: weekOverWeek,
  /** The weeks' time zone: they run Monday to Sunday there. */
  timeZone: z.string(),
  /** Leads per week and source, the last CHART_WEEKS weeks oldest first; weekStart is the Monday (YYYY-MM-DD). */
  weeks: z.array(
    z.object({
      weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      direct: count,
      servicePage: count,
      product: count,
      rugFit: count,
      booking: count,
      newsletter: count,
    }),
  ),
  /** Messages and sign-ups held for review (decision 177): neither in the figures above nor emailed until released. */
  held: heldCounts,
  /** The next three bookings (and requests waiting for confirmation), soonest first. */
  nextBookings: z.array(nextBooking),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;
