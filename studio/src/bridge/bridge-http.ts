// How studio:web's bridge travels over HTTP (the Electron IPC carries the same calls natively):
// the per-launch secret in a header, and bytes (an image being uploaded) as base64 in the JSON.
export const STUDIO_TOKEN_HEADER = 'X-Studio-Token';

/** The URL query parameter start.ts prints the secret in; the renderer moves it to sessionStorage. */
export const STUDIO_TOKEN_PARAM = 'token';

interface EncodedBytes {
  $bytes: string;
}

const isEncodedBytes = (value: unknown): value is EncodedBytes =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as EncodedBytes).$bytes === 'string';

/** Top-level Uint8Array arguments become `{ $bytes: <base64> }` (JSON would spell every byte out). */
export function encodeBridgeArgs(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Uint8Array ? { $bytes: bytesToBase64(arg) } : arg));
}

export function decodeBridgeArgs(args: unknown): unknown {
  if (!Array.isArray(args)) return args;
  return args.map((arg) => (isEncodedBytes(arg) ? base64ToBytes(arg.$bytes) : arg));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
