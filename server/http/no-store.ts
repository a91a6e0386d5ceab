import type { RequestHandler } from 'express';

/**
 * For answers no browser or proxy may keep (the admin API: messages, subscribers, the database
 * download; health checks that must be fresh). Set before the route runs, so errors carry it too.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
