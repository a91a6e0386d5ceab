// GET /api/admin/launch-checklist: what a visitor would notice before launch (docs/product/rules.md#the-launch-checklist),
// each with the screens that fix it; an item is gone once fixed. Computed by the server
// (server/launch/launch-checklist.ts) so the web admin and the studio (which keeps the last answer,
// as it keeps the dashboard's figures) list the same.
import { z } from 'zod';

/** What each item is about, in the order the dashboard lists them. */
export const LAUNCH_CHECKS = ['comingSoon', 'placeholderPhone', 'exampleEmail', 'noAddress', 'noTestimonials', 'noTeam', 'drawnRugs', 'seededBookingLink', 'seededSeo'] as const;
export type LaunchCheck = (typeof LAUNCH_CHECKS)[number];

/** A screen that fixes an item: its admin address (with ?id= for the record and &field= for the field, where there is one) and what to do there. */
const fix = z.object({ label: z.string().min(1), to: z.string().startsWith('/admin') });

const launchItem = z.object({
  check: z.enum(LAUNCH_CHECKS),
  /** Unique in the list: the check, and for one made per page or record, which. */
  id: z.string().min(1),
  /** What is left, in a line. */
  title: z.string().min(1),
  /** What a visitor notices. */
  detail: z.string().min(1),
  fixes: z.array(fix).min(1),
});
export type LaunchItem = z.infer<typeof launchItem>;

export const launchChecklist = z.object({ items: z.array(launchItem) });
export type LaunchChecklist = z.infer<typeof launchChecklist>;
