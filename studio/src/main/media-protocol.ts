// studio-media://local/<file>: the previews of images picked offline. Until the sync uploads one,
// its bytes come from disk; afterwards from the server the studio is connected to, and from no
// other origin: neither an address naming another host nor a redirect is followed, so a record
// cannot make the studio fetch from elsewhere, and only image types are passed on.
import { LOCAL_MEDIA_FILE_PATTERN } from '../bridge/local-media.ts';

export type LocalMediaFile = { bytes: Buffer; mimeType: string } | { redirect: string };

export interface MediaProtocolOptions {
  localMediaFile(file: string): LocalMediaFile | null;
  serverUrl(): Promise<string | null>;
  /** Electron's net.fetch in the app. */
  fetch(url: string, init: RequestInit): Promise<Response>;
}

const LOCAL_HOST = 'local';
const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
const image = (body: ConstructorParameters<typeof Response>[0], type: string) => new Response(body, { headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' } });

export function createMediaProtocolHandler({ localMediaFile, serverUrl, fetch }: MediaProtocolOptions) {
  async function fromServer(target: string): Promise<Response> {
    const server = await serverUrl();
    if (!server || new URL(target).origin !== new URL(server).origin) return text(403, 'Refused: not the connected server');
    let answer: Response;
    try {
      answer = await fetch(target, { redirect: 'error' });
    } catch {
      return text(502, 'The server did not answer with the image');
    }
    const type = answer.headers.get('Content-Type') ?? '';
    if (!answer.ok || !type.startsWith('image/')) {
      await answer.body?.cancel();
      return answer.status === 404 ? text(404, 'Not found') : text(502, 'The server did not answer with the image');
    }
    return image(answer.body, type);
  }

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const file = url.pathname.replace(/^\/+/, '');
    if (url.host !== LOCAL_HOST || !LOCAL_MEDIA_FILE_PATTERN.test(file)) return text(404, 'Not found');
    const found = localMediaFile(file);
    if (!found) return text(404, 'Not found');
    if ('redirect' in found) return fromServer(found.redirect);
    return image(new Uint8Array(found.bytes), found.mimeType);
  };
}
