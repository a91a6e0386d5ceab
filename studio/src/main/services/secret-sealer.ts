// How a secret the studio keeps on disk (the session cookie jar) is written: sealed by the
// operating system's keychain in the Electron build (safe-storage-sealer.ts), as is where no
// keychain exists (studio:web, tests). The store only ever sees the sealed text.
export interface SecretSealer {
  seal(secret: string): string;
  /** The secret, or null when this text cannot be opened here (another key, another machine). */
  open(sealed: string): string | null;
}

/** No keychain: the text is kept as it is, in a file only the owner's account can read. */
export const unsealed: SecretSealer = { seal: (secret) => secret, open: (sealed) => sealed };
