// The Electron build's SecretSealer: Electron's safeStorage, which encrypts with a key the
// operating system keeps for this user (macOS Keychain, Windows DPAPI, the Linux Secret Service or
// KWallet). Where it is not available the secret is kept as is, as before (see decision 105).
import type { SafeStorage } from 'electron';
import { unsealed, type SecretSealer } from './services/secret-sealer.ts';

/** Marks text sealed by safeStorage, so it is never mistaken for, or parsed as, plain text. */
const SEALED_PREFIX = 'safeStorage:';

type SafeStorageApi = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>;

/** Call after the app is ready: before that safeStorage reports no encryption. */
export function safeStorageSealer(safeStorage: SafeStorageApi): SecretSealer {
  if (!safeStorage.isEncryptionAvailable()) return unsealed;
  return {
    seal: (secret) => `${SEALED_PREFIX}${safeStorage.encryptString(secret).toString('base64')}`,
    open(sealed) {
      if (!sealed.startsWith(SEALED_PREFIX)) return null;
      try {
        return safeStorage.decryptString(Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64'));
      } catch {
        return null;
      }
    },
  };
}
