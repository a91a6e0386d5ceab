// The image files on disk: DATA_DIR/media/<id>/<file>. A new image is written into a hidden
// folder and renamed into place, so a half-written upload is never served; each file and the
// folder are synced before the database row that points at them is written.
import { access, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FILE_PATTERN, MEDIA_ID_PATTERN } from '../../shared/contract/media.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.ts';
import type { OutputFile } from './image-processing.ts';

async function writeSynced(path: string, data: Buffer): Promise<void> {
  const handle = await open(path, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createMediaStorage(mediaDir: string) {
  const folderOf = (id: string) => {
    // Ids come from this server, but a path is only ever built from a well-formed one.
    if (!MEDIA_ID_PATTERN.test(id)) throw new Error(`Not a media id: ${id}`);
    return join(mediaDir, id);
  };

  return {
    mediaDir,
    /** Where a stored file would be, or undefined for a malformed id or file name (never a path outside mediaDir). */
    pathOf(id: string, file: string): string | undefined {
      return MEDIA_ID_PATTERN.test(id) && MEDIA_FILE_PATTERN.test(file) ? join(mediaDir, id, file) : undefined;
    },
    async save(id: string, files: OutputFile[]): Promise<void> {
      const folder = folderOf(id);
      const incoming = join(mediaDir, `.incoming-${id}`);
      await mkdir(incoming, { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        for (const { file, data } of files) {
          if (!MEDIA_FILE_PATTERN.test(file)) throw new Error(`Not a media file name: ${file}`);
          await writeSynced(join(incoming, file), data);
        }
        await rename(incoming, folder);
        await syncDirectory(mediaDir);
      } catch (error) {
        await rm(incoming, { recursive: true, force: true });
        throw error;
      }
    },
    async read(id: string, file: string): Promise<Buffer> {
      const path = this.pathOf(id, file);
      if (!path) throw new Error(`Not a media file: ${id}/${file}`);
      return readFile(path);
    },
    /** Whether a stored image has this file. */
    async has(id: string, file: string): Promise<boolean> {
      const path = this.pathOf(id, file);
      return path !== undefined && (await access(path).then(() => true, () => false));
    },
    /** Adds a file to a stored image: written beside it under a hidden name, then renamed into place. */
    async add(id: string, { file, data }: OutputFile): Promise<void> {
      if (!MEDIA_FILE_PATTERN.test(file)) throw new Error(`Not a media file name: ${file}`);
      const folder = folderOf(id);
      const incoming = join(folder, `.incoming-${file}`);
      await rm(incoming, { force: true });
      await writeSynced(incoming, data);
      await rename(incoming, join(folder, file));
      await syncDirectory(folder);
    },
    async remove(id: string): Promise<void> {
      await rm(folderOf(id), { recursive: true, force: true });
    },
  };
}
export type MediaStorage = ReturnType<typeof createMediaStorage>;
