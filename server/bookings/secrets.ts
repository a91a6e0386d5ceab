// The booking's secrets, each kept so the database alone names none of them (a backup, a copy of
// the file): the manage link's token and the calendar feed's address are keyed hashes of a random
// nonce stored in the row, with a key derived from SESSION_SECRET (as the preview links are); the
// token is looked up by its SHA-256. The client a booking came from is kept as a keyed hash too,
// enough to count its upcoming bookings and nothing more.
import { createHmac, hash, randomUUID, timingSafeEqual } from 'node:crypto';

const keyOf = (sessionSecret: string, purpose: string) => createHmac('sha256', sessionSecret).update(`booking:${purpose}`).digest();

export interface BookingSecrets {
  /** A fresh nonce for a new token or feed address. */
  nonce(): string;
  /** The manage link's token of a booking's nonce: 256 bits, URL-safe. */
  manageToken(nonce: string): string;
  /** What is stored of a token, and looked up by. */
  tokenHash(token: string): string;
  /** What is stored of the client a booking came from (server/http/client-key.ts's key). */
  clientHash(clientKey: string): string;
  /** The feed address's secret of its nonce. */
  feedSecret(nonce: string): string;
  /** Whether `given` is the feed secret of `nonce`, compared in constant time. */
  isFeedSecret(nonce: string, given: string): boolean;
}

export function createBookingSecrets(sessionSecret: string): BookingSecrets {
  const manageKey = keyOf(sessionSecret, 'manage');
  const clientKey = keyOf(sessionSecret, 'client');
  const feedKey = keyOf(sessionSecret, 'feed');
  const feedSecret = (nonce: string) => createHmac('sha256', feedKey).update(nonce).digest('base64url');
  return {
    // 122 random bits, drawn from the pool Node refills 128 UUIDs at a time rather than by a call
    // into OpenSSL for each booking.
    nonce: () => randomUUID(),
    manageToken: (nonce) => createHmac('sha256', manageKey).update(nonce).digest('base64url'),
    tokenHash: (token) => hash('sha256', token, 'base64url'),
    clientHash: (key) => createHmac('sha256', clientKey).update(key).digest('base64url').slice(0, 22),
    feedSecret,
    isFeedSecret(nonce, given) {
      const expected = Buffer.from(feedSecret(nonce));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
