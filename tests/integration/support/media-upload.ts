// The image upload as a browser sends it (raw bytes, the file name URI-encoded in X-File-Name),
// and the served files read back as bytes.
import { endpoints } from '../../../shared/contract/endpoints.ts';
import type { HttpClient } from './http-client.ts';

export interface UploadAnswer {
  status: number;
  body: any;
}

export async function uploadImage(
  baseUrl: string,
  bytes: Uint8Array,
  fileName: string,
  options: { contentType?: string; client?: HttpClient | null; headers?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? 'application/octet-stream',
    'X-File-Name': encodeURIComponent(fileName),
    ...options.headers,
  };
  if (options.client) headers.Cookie = options.client.cookieHeader;
  const response = await fetch(baseUrl + endpoints.admin.media.upload.path, { method: 'POST', headers, body: new Blob([new Uint8Array(bytes)]) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function fetchBytes(baseUrl: string, path: string) {
  const response = await fetch(baseUrl + path);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
