// New-lead email (decision 150): what the Settings screen shows and what its test button answers.
import { z } from 'zod';
import { heldCounts } from './inbox.ts';

/** The room photos Rug Fit sends brought: how many are kept, their bytes, and the most they may take. */
export const roomPhotoStorage = z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0), maxBytes: z.number().int().min(0) });
export type RoomPhotoStorage = z.infer<typeof roomPhotoStorage>;

/** GET /api/admin/notifications. */
export const notificationStatus = z.object({
  /** False without SMTP_URL: nothing is sent. */
  smtpConfigured: z.boolean(),
  /** The mail server as smtp(s)://host:port (never its user or password); null without SMTP_URL. */
  server: z.string().nullable(),
  /** Where new-lead emails go. */
  recipient: z.string(),
  /** Mails waiting to be sent (retries included). */
  queued: z.number().int().min(0),
  lastSentAt: z.string().nullable(),
  /** The last failure, when nothing was sent since. */
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** Messages and sign-ups held for review (decision 177): not emailed until the owner releases them. */
  held: heldCounts,
  /** Whether bookings send their calendar invitations, changes and reminders (they need SMTP_URL too). */
  invitations: z.boolean(),
  /** What Settings shows beside them: the room photos kept against their cap. */
  roomPhotos: roomPhotoStorage,
});
export type NotificationStatus = z.infer<typeof notificationStatus>;

/** Body of POST /api/admin/notifications/test: nothing to choose (it goes to the lead recipient). */
export const testEmailInput = z.object({}).strict();

/** POST /api/admin/notifications/test: sent at once, not queued; the mail server's refusal is a result, not an HTTP error. */
export const testEmailResult = z.object({
  sent: z.boolean(),
  recipient: z.string(),
  error: z.string().nullable(),
});
export type TestEmailResult = z.infer<typeof testEmailResult>;

export const NOTIFICATION_MESSAGES = {
  smtpNotConfigured: 'Email is not set up: the server has no SMTP_URL, so nothing is sent.',
  invitationsOff: 'Booking invitations are off: without SMTP_URL, visitors still book, but no confirmation, invitation or reminder is sent.',
} as const;
