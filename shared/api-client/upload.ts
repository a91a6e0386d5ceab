// Sends a file as the raw request body (POST /api/admin/media) through the given fetch. fetch
// cannot report upload progress, so a browser hands createHttpClient an uploader that can
// (site/admin/xhr-upload.ts); the studio's main process and tests upload through fetch.
import { toApiError, type FetchLike } from './http.ts';

export interface UploadProgress {
  /** Bytes sent so far and in all. */
  loaded: number;
  total: number;
}

export interface UploadRequest {
  url: string;
  body: Blob;
  headers: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
}

/** An upload that reports its progress as it goes, resolving to the server's JSON answer. */
export type ProgressUpload = <T>(request: UploadRequest & { onProgress: (progress: UploadProgress) => void }) => Promise<T>;

export async function uploadBlob<T>(fetchImpl: FetchLike, { url, body, headers, onProgress }: UploadRequest): Promise<T> {
  onProgress?.({ loaded: 0, total: body.size });
  const response = await fetchImpl(url, { method: 'POST', headers, body, credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  onProgress?.({ loaded: body.size, total: body.size });
  return (await response.json()) as T;
}
