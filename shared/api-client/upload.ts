// Sends a file as the raw request body (POST /api/admin/media), reporting progress when asked:
// through XMLHttpRequest where there is one (browsers: fetch cannot report upload progress),
// otherwise through the given fetch (the studio's main process, tests).
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

function viaXhr<T>({ url, body, headers, onProgress }: UploadRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      if (xhr.status >= 200 && xhr.status < 300) resolve(response.json() as Promise<T>);
      else toApiError(response).then(reject, reject);
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.send(body);
  });
}

async function viaFetch<T>(fetchImpl: FetchLike, { url, body, headers, onProgress }: UploadRequest): Promise<T> {
  onProgress?.({ loaded: 0, total: body.size });
  const response = await fetchImpl(url, { method: 'POST', headers, body, credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  onProgress?.({ loaded: body.size, total: body.size });
  return (await response.json()) as T;
}

export function uploadBlob<T>(fetchImpl: FetchLike, request: UploadRequest): Promise<T> {
  return request.onProgress && typeof XMLHttpRequest !== 'undefined' ? viaXhr<T>(request) : viaFetch<T>(fetchImpl, request);
}
