// The web admin's uploads, through XMLHttpRequest: unlike fetch it reports upload progress.
import { toApiError } from '../../shared/api-client/http.ts';
import type { ProgressUpload } from '../../shared/api-client/upload.ts';

export const xhrUpload: ProgressUpload = <T>({ url, body, headers, onProgress }: Parameters<ProgressUpload>[0]) =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      if (xhr.status >= 200 && xhr.status < 300) resolve(response.json() as Promise<T>);
      else toApiError(response).then(reject, reject);
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.send(body);
  });
