// Images for the screens: online straight to the server; offline (or before an upload got an
// answer) kept on disk (local-media.ts) and uploaded by the sync, once, just before the change that
// shows them is sent. Only images a queued change shows are uploaded: one picked for an edit that
// was discarded is forgotten with it (and, if the server refused that change after its image went
// up, deleted there again unless something uses it).
import { ApiError } from '../../../../shared/api-client/http.ts';
import { uploadBlob } from '../../../../shared/api-client/upload.ts';
import { endpoints } from '../../../../shared/contract/endpoints.ts';
import type { MediaItem, MediaUsage } from '../../../../shared/contract/media.ts';
import { FILE_NAME_HEADER } from '../../../../shared/contract/media-upload.ts';
import type { BridgeApi } from '../../bridge/bridge.ts';
import { LOCAL_MEDIA_ID_PATTERN } from '../../bridge/local-media.ts';
import { recordName } from '../../bridge/record-labels.ts';
import type { Cache } from './cache.ts';
import { answeredWithin, offlineError, READ_WAIT_MS, SERVER_NEEDED, type Connection } from './connection.ts';
import type { Drafts } from './drafts.ts';
import type { LocalImage, LocalMedia } from './local-media.ts';
import type { Outbox } from './outbox.ts';

export interface StudioMedia extends Pick<BridgeApi, 'mediaList' | 'mediaUpload' | 'mediaRemove'> {
  /** `values` naming uploaded images by their server URLs; images still waiting are uploaded first. */
  withServerUrls<T>(values: T): Promise<T>;
  /** Whether `values` show a kept image not uploaded yet. */
  waitingIn(values: unknown): boolean;
  /** The images queued changes show that wait to be uploaded, oldest first: what the sync uploads. */
  neededBySync(): string[];
  /** Images a queued change or a draft shows that are not uploaded yet. */
  waitingCount(): number;
  /** Forgets the kept images `values` showed that no queued change or draft shows any more. */
  forgetUnused(values: unknown): void;
  /** A local image's bytes for its preview, or the server URL it became once uploaded. */
  localMediaFile(file: string): { bytes: Buffer; mimeType: string } | { redirect: string } | null;
}

export interface StudioMediaDeps {
  connection: Connection;
  localMedia: LocalMedia;
  outbox: Outbox;
  drafts: Drafts;
  cache: Cache;
  /** An image was kept or forgotten: tell the window. */
  changed(): void;
}

export function createStudioMedia({ connection, localMedia, outbox, drafts, cache, changed }: StudioMediaDeps): StudioMedia {
  const uploads = new Map<string, Promise<MediaItem>>();

  // The images the queue shows, worked out again only when the queue changed (the window asks at every push).
  let queueShows: { items: readonly unknown[]; ids: string[] } | null = null;

  /** Local image ids shown by the queued changes (and the drafts, with `withDrafts`). */
  function mentioned(withDrafts: boolean): Set<string> {
    const items = outbox.items();
    if (queueShows?.items !== items) queueShows = { items, ids: items.flatMap((item) => localMedia.mentioned(item.values)) };
    const shown = new Set(queueShows.ids);
    if (withDrafts) for (const draft of drafts.list()) for (const id of localMedia.mentioned(draft.values)) shown.add(id);
    return shown;
  }

  function upload(id: string): Promise<MediaItem> {
    const running = uploads.get(id);
    if (running) return running;
    const sending = (async () => {
      const image = localMedia.get(id);
      if (!image) throw new ApiError(404, 'This image is no longer kept by the studio', { error: 'This image is no longer kept by the studio' });
      if (image.uploaded) return image.uploaded;
      const serverUrl = connection.serverUrl();
      const bytes = localMedia.read(image);
      if (!serverUrl) throw offlineError(SERVER_NEEDED);
      if (!bytes) {
        const message = `${image.fileName} is no longer on this computer`;
        localMedia.markRefused(id, message);
        throw new ApiError(410, message, { error: message });
      }
      try {
        const item = await uploadBlob<MediaItem>(connection.fetch, {
          url: `${serverUrl}${endpoints.admin.media.upload.path}`,
          body: new Blob([new Uint8Array(bytes)], { type: image.mimeType }),
          headers: {
            Accept: 'application/json',
            'Content-Type': image.mimeType,
            [FILE_NAME_HEADER]: encodeURIComponent(image.fileName),
            'Idempotency-Key': image.idempotencyKey,
          },
        });
        localMedia.markUploaded(id, item);
        cache.putMedia(item);
        return item;
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) localMedia.markRefused(id, error.serverMessage);
        throw error;
      }
    })().finally(() => uploads.delete(id));
    uploads.set(id, sending);
    return sending;
  }

  async function withServerUrls<T>(values: T): Promise<T> {
    const swapped = localMedia.swap(values);
    if (swapped.notUploaded.length === 0) return swapped.values;
    for (const image of swapped.notUploaded) {
      const name = 'missing' in image ? 'An image picked offline' : image.fileName;
      // Named by the field that shows it (a post's imageUrl, a product's gallery), as a server refusal would be.
      const field = Object.entries(values as Record<string, unknown>).find(([, value]) => localMedia.mentioned(value).includes(image.id))?.[0] ?? 'imageUrl';
      const notUploaded = (reason: string) => {
        const message = `${name} could not be uploaded: ${reason}. Choose another image or remove it.`;
        return new ApiError(400, message, { error: message, fields: { [field]: message } });
      };
      const refusal = 'missing' in image ? 'it is no longer kept by the studio' : image.refused;
      if (refusal) throw notUploaded(refusal);
      try {
        await upload(image.id);
      } catch (error) {
        // Refused by the server (kept marked refused by upload): the change waits for the owner, naming the image.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) throw notUploaded(error.serverMessage);
        throw error;
      }
    }
    return localMedia.swap(values).values;
  }

  /** An image the studio uploaded for a change since dropped: deleted on the server unless something there uses it. */
  async function dropUpload(image: LocalImage) {
    if (!image.uploaded) return;
    try {
      await connection.onlineOnly(() => connection.client().media.remove(image.uploaded!.id));
      cache.removeMedia(image.uploaded.id);
      localMedia.remove(image.id);
    } catch {
      // In use on the server (409), or the server is away: the image stays, as any upload would.
    }
  }

  /** Which queued records show a kept image (the server reports usage for its own). */
  function localUsage(image: LocalImage): MediaUsage[] {
    return outbox.items().flatMap((item): MediaUsage[] => {
      if (!localMedia.mentioned(item.values).includes(image.id)) return [];
      return [{ resource: item.resource, id: item.displayId, name: recordName(item.resource, item.recordId, item.values) ?? '' }];
    });
  }

  return {
    withServerUrls,
    waitingIn: (values) => localMedia.swap(values).notUploaded.length > 0,
    neededBySync() {
      const shown = mentioned(false);
      return localMedia.pending().flatMap((image) => (shown.has(image.id) ? [image.id] : []));
    },
    waitingCount() {
      const shown = mentioned(true);
      return localMedia.pending().filter((image) => shown.has(image.id)).length;
    },
    forgetUnused(values) {
      const candidates = localMedia.mentioned(values);
      if (candidates.length === 0) return;
      const shown = mentioned(true);
      for (const id of candidates) {
        const image = localMedia.get(id);
        if (!image || shown.has(id)) continue;
        if (image.uploaded) void dropUpload(image);
        else localMedia.remove(id);
      }
      changed();
    },

    async mediaList() {
      const kept = localMedia.waiting().map((image) => localMedia.toItem(image, localUsage(image)));
      const cachedList = () => {
        const cached = cache.getMediaList();
        if (!cached && kept.length === 0) throw offlineError();
        return cached ?? [];
      };
      const fresh = async () => {
        const items = await connection.client().media.list();
        cache.setMediaList(items);
        return items;
      };
      // As the records: a server that does not answer shows the images last listed.
      const uploaded = await connection.online(() => answeredWithin(fresh(), READ_WAIT_MS, cachedList), cachedList);
      return [...kept, ...uploaded];
    },

    async mediaUpload(bytes, fileName) {
      // The type is read from the bytes, as the server does; the declared one is not trusted.
      if (!(bytes instanceof Uint8Array)) throw new ApiError(400, 'The image must be sent as bytes', { error: 'The image must be sent as bytes' });
      const name = typeof fileName === 'string' && fileName.trim() ? fileName.trim().slice(0, 200) : 'image';
      // Kept on disk first, whatever happens next: if the answer to the upload is lost, the sync
      // resends it with the same Idempotency-Key rather than uploading it twice.
      const image = localMedia.save(bytes, name);
      const kept = () => {
        changed();
        return localMedia.toItem(image, []);
      };
      if (!connection.isOnline() || !connection.serverUrl()) return kept();
      try {
        return await upload(image.id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          connection.unauthorized();
          return kept();
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          localMedia.remove(image.id);
          throw error;
        }
        return kept();
      }
    },

    async mediaRemove(id) {
      if (typeof id === 'string' && LOCAL_MEDIA_ID_PATTERN.test(id)) {
        const image = localMedia.get(id);
        if (!image) throw new ApiError(404, 'Not found', { error: 'Not found' });
        const usedBy = localUsage(image);
        if (usedBy.length > 0) throw new ApiError(409, 'Image is still in use', { error: 'Image is still in use', current: localMedia.toItem(image, usedBy) });
        localMedia.remove(id);
        changed();
        return;
      }
      await connection.onlineOnly(() => connection.client().media.remove(String(id)));
      cache.removeMedia(String(id));
    },

    localMediaFile(file) {
      const image = localMedia.byFile(file);
      if (!image) return null;
      if (image.uploaded) {
        const serverUrl = connection.serverUrl();
        return serverUrl ? { redirect: new URL(image.uploaded.url, serverUrl).href } : null;
      }
      const bytes = localMedia.read(image);
      return bytes ? { bytes, mimeType: image.mimeType } : null;
    },
  };
}
