import { z } from 'zod';
import { DISK_STATES } from './disk.ts';

/** Body of POST /api/admin/login. */
export const loginInput = z.object({
  password: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Password is required' : 'Must be text') })
    .min(1, 'Password is required')
    .max(1000, 'Must be at most 1000 characters'),
});

export const MIN_PASSWORD_LENGTH = 10;

/** Body of PUT /api/admin/password. */
export const passwordChangeInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, `Must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1000, 'Must be at most 1000 characters'),
});

/** The session's state; with a session and a disk that is not `ok`, the disk's state too (shown as a banner). */
export const adminStatus = z.object({ adminAuthenticated: z.boolean(), disk: z.enum(DISK_STATES).optional() });
export type AdminStatus = z.infer<typeof adminStatus>;

export const okBody = z.object({ ok: z.literal(true) });
