// Uploading an image the owner picked or dropped, with its progress, for every image control (one
// picture, a gallery): the size is checked before anything is sent, the media list is refreshed
// after, and a refusal becomes a message naming the file. The studio's client keeps an image
// picked offline and answers with its local address (uploaded at the next sync).
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '../../contract/media.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../../contract/media-upload.ts';
import { useApiClient } from '../api-client-context.tsx';
import { errorText } from '../errors.ts';
import { mediaQueryKey } from './media-query.ts';


export type UploadState = { state: 'idle' } | { state: 'uploading'; fileName: string; percent: number } | { state: 'failed'; message: string };

export function useImageUpload() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });

  /** The uploaded image, or null when it was refused (the state then says why). */
  const send = useCallback(
    async (file: File): Promise<MediaItem | null> => {
      if (file.size > MAX_UPLOAD_BYTES) {
        setUpload({ state: 'failed', message: `${file.name} is too large: images can be at most ${MAX_UPLOAD_LABEL}` });
        return null;
      }
      setUpload({ state: 'uploading', fileName: file.name, percent: 0 });
      try {
        const item = await client.media.upload(file, file.name, ({ loaded, total }) =>
          setUpload({ state: 'uploading', fileName: file.name, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
        );
        setUpload({ state: 'idle' });
        void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
        return item;
      } catch (error) {
        setUpload({ state: 'failed', message: errorText(error, `${file.name} could not be uploaded`) });
        return null;
      }
    },
    [client, queryClient],
  );

  return { upload, send };
}
