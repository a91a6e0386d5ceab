// The known-device cookie (decision 171): `jacobs_device`, HttpOnly, SameSite=Strict, sent only to
// the admin API (the login and the password change read it), for as long as the device stays known,
// and Secure under the same rule as the session cookie. Logging out keeps it: the device stays known.
import type { Request, Response } from 'express';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_PATH } from '../../shared/contract/known-device.ts';
import { KNOWN_DEVICE_LIFETIME_MS } from './known-devices.ts';

/** The device token the request carries, if any (Express reads no cookies by itself; this is the only other one). */
export function deviceTokenOf(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === KNOWN_DEVICE_COOKIE) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

export function setDeviceCookie(req: Request, res: Response, token: string): void {
  res.cookie(KNOWN_DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: KNOWN_DEVICE_PATH, maxAge: KNOWN_DEVICE_LIFETIME_MS, secure: req.secure });
}
