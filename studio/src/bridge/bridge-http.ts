// How studio:web's bridge travels over HTTP (the Electron IPC carries the same calls natively):
// the per-launch secret in a header, and bytes (an image being uploaded) as base64 in the JSON.
import { base64ToBytes, bytesToBase64 } from './base64.ts';

export const STUDIO_TOKEN_HEADER = 'X-Studio-Token';

/** The URL query parameter start.ts prints the secret in; the renderer moves it to sessionStorage. */
export const STUDIO_TOKEN_PARAM = 'token';

interface EncodedBytes {
  $bytes: string;
}

const isEncodedBytes = (value: unknown): value is EncodedBytes =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as EncodedBytes).$bytes === 'string';

/**
 * Top-level Uint8Array arguments become `{ $bytes: <base64> }` (JSON would spell every byte out).
 * Arguments left out at the end stay left out: JSON would send them as null, which a default
 * value does not replace (a call made without its request arrived with a null one).
 */
export function encodeBridgeArgs(args: unknown[]): unknown[] {
  const given = args.slice(0, args.findLastIndex((arg) => arg !== undefined) + 1);
  return given.map((arg) => (arg instanceof Uint8Array ? { $bytes: bytesToBase64(arg) } : arg));
}

export function decodeBridgeArgs(args: unknown): unknown {
  if (!Array.isArray(args)) return args;
  return args.map((arg) => (isEncodedBytes(arg) ? base64ToBytes(arg.$bytes) : arg));
}
