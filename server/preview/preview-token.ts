// A preview's token (decision 145): `{id}.{expiry}.{signature}`. The id names the snapshot kept on
// the server (random, 128 bits); the expiry (epoch ms, base 36) is signed with it, so a changed
// token is refused before anything is read and an expired one is known as expired even after its
// snapshot is gone. The key is derived from the session secret for this use alone.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  id: string;
  expiresAt: number;
}

const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createPreviewTokens(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('jacobs preview links').digest();
  const signatureOf = (id: string, expiry: string) => createHmac('sha256', key).update(`${id}.${expiry}`).digest();

  return {
    issue(expiresAt: number): { token: string; id: string } {
      const id = randomBytes(16).toString('base64url');
      const expiry = expiresAt.toString(36);
      return { id, token: `${id}.${expiry}.${signatureOf(id, expiry).toString('base64url')}` };
    },
    /** The token's claims when the server signed it; undefined for anything else. */
    verify(token: string): TokenClaims | undefined {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, id, expiry, signature] = match;
      // Compared as text, not decoded: base64url has other spellings of the same bytes (the last
      // character's unused bits), and a link has one.
      const given = Buffer.from(signature);
      const expected = Buffer.from(signatureOf(id, expiry).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { id, expiresAt: parseInt(expiry, 36) };
    },
  };
}
export type PreviewTokens = ReturnType<typeof createPreviewTokens>;
