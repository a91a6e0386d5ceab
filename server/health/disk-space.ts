// How full the server's disk is (the one DATA_DIR is on): for /healthz, the admin's banner and the
// answer to a write the disk had no room for (decision in docs/product/api.md#a-full-disk). The
// free space is read with statfs when asked, at most every few seconds and never in the request's
// way (the answer is the last reading); a write that failed for lack of space makes the disk `full`
// until a write succeeds again, as a quota or a filesystem's reserved blocks may refuse a write
// while statfs still shows room.
import { statfs } from 'node:fs/promises';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DISK_FULL_MESSAGE, LOW_DISK_FRACTION, type DiskState } from '../../shared/contract/disk.ts';
import type { ErrorBody } from '../../shared/contract/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { AppLogger } from '../http/logger.ts';

export interface DiskSpace {
  /** Bytes this process may still write. */
  free: number;
  /** The filesystem's size in bytes. */
  total: number;
}

export type ReadDiskSpace = (dir: string) => Promise<DiskSpace>;

export const readDiskSpace: ReadDiskSpace = async (dir) => {
  const stats = await statfs(dir);
  return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
};

/** Less than this free is no room at all (a database page, a log line and a thumbnail would not fit). */
const NO_ROOM_BYTES = 1024 * 1024;
/** How old a reading may be before the next question reads the disk again. */
const READING_MAX_AGE_MS = 5_000;

/** 507: a write the disk has no room for (found before the work, or by the write itself). */
export class DiskFullError extends HttpError {
  constructor() {
    super(507, DISK_FULL_MESSAGE);
  }
}

export interface DiskWatch {
  state(): DiskState;
  /**
   * Refuses (DiskFullError) costly work whose result could not be kept: the last reading found next
   * to no room. Image work (an upload, a room photo) asks first, so a full disk answers at once
   * rather than after the decoding.
   */
  assertRoom(): void;
  /** A write failed for lack of space: the disk is full until a write succeeds. */
  refused(): void;
  /** A write succeeded after one was refused: the disk has room again, read now. */
  wrote(): void;
  /** Whether a write failed for lack of space since the last one that succeeded. */
  readonly writeRefused: boolean;
}

export function createDiskWatch(dir: string, read: ReadDiskSpace = readDiskSpace): DiskWatch {
  let space: DiskSpace | undefined;
  let readAt = -Infinity;
  let reading = false;
  let writeRefused = false;
  const refresh = () => {
    if (reading) return;
    reading = true;
    readAt = performance.now();
    read(dir).then(
      (read) => (space = read),
      () => undefined,
    ).finally(() => (reading = false));
  };
  refresh();
  return {
    state() {
      if (performance.now() - readAt > READING_MAX_AGE_MS) refresh();
      if (writeRefused || (space && space.free < NO_ROOM_BYTES)) return 'full';
      return space && space.total > 0 && space.free / space.total < LOW_DISK_FRACTION ? 'low' : 'ok';
    },
    assertRoom() {
      if (performance.now() - readAt > READING_MAX_AGE_MS) refresh();
      if (space && space.free < NO_ROOM_BYTES) throw new DiskFullError();
    },
    refused() {
      writeRefused = true;
      refresh();
    },
    wrote() {
      writeRefused = false;
      // Space was freed: the banner and /healthz follow at once, not at the next reading due.
      refresh();
    },
    get writeRefused() {
      return writeRefused;
    },
  };
}

/** SQLite's "database or disk is full" and the system's "no space left" or "quota exceeded", anywhere in the error's causes. */
export function isOutOfSpace(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { code } = cause as { code?: unknown };
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Marks the disk as having room again once a write succeeds after one was refused for lack of it. */
export const noticeWrites =
  (disk: DiskWatch): RequestHandler =>
  (req, res, next) => {
    if (disk.writeRefused && WRITES.has(req.method)) res.once('finish', () => res.statusCode < 400 && disk.wrote());
    next();
  };

/**
 * A write that failed for lack of space answers 507 at once, saying so and nothing else (whatever
 * it was: a record, a message, an upload), and the disk reads `full`. Everything else goes on to
 * the error handler.
 */
export const outOfSpaceAnswers =
  (disk: DiskWatch, logger: AppLogger): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent || !(error instanceof DiskFullError || isOutOfSpace(error))) return next(error);
    disk.refused();
    logger.warn({ method: req.method, code: (error as { code?: unknown }).code }, 'A write was refused: the disk is full');
    res.status(507).json({ error: DISK_FULL_MESSAGE } satisfies ErrorBody);
  };
