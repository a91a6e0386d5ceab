import express, { Router, type RequestHandler } from 'express';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { MEDIA_ID_PATTERN } from '../../shared/contract/media.ts';
import { ALT_TEXT_HEADER, FILE_NAME_HEADER, MAX_UPLOAD_BYTES } from '../../shared/contract/media-upload.ts';
import { asOneLine } from '../../shared/domain/plain-text.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { NotFoundError } from '../http/errors.ts';
import type { DiskWatch } from '../health/disk-space.ts';
import { uploadTooLarge, type MediaService } from './service.ts';
import type { MediaStorage } from './storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_NAME_LENGTH = 200;

/** A header sent URI-encoded (any name or text survives HTTP headers that way); plain text is taken as is. */
function headerText(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The picked file's name, without any folder part, control characters or direction overrides
 * (the text rule of decision 115), for messages and the media list.
 */
export function uploadedFileName(raw: string | undefined): string {
  const name = asOneLine(headerText(raw).split(/[\\/]/).pop()!).slice(0, MAX_NAME_LENGTH);
  return name || 'The file';
}

/** Alt text is one line of text like the form's image description (decision 115). */
function uploadedAlt(raw: string | undefined): string | null {
  const alt = asOneLine(headerText(raw)).slice(0, 300);
  return alt || null;
}

/** The body as raw bytes whatever its Content-Type (the type is read from the bytes); too big a body is a 413 naming the file. */
const readImageBody: RequestHandler = (req, res, next) => {
  express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES })(req, res, (error?: unknown) => {
    if (error && (error as { type?: unknown }).type === 'entity.too.large') next(uploadTooLarge(uploadedFileName(req.get(FILE_NAME_HEADER))));
    else next(error);
  });
};

const mediaId = (raw: unknown): string => {
  const id = String(raw);
  if (!MEDIA_ID_PATTERN.test(id)) throw new NotFoundError();
  return id;
};

/** Runs a body rule on every request but an image upload, whose body is the file's raw bytes. */
export const exceptImageUploads =
  (rule: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.method === 'POST' && req.path === endpoints.admin.media.upload.path ? next() : rule(req, res, next);

/** Uploaded images: list, upload (raw body + X-File-Name; refused at once when the disk has no room), delete. Behind requireAdmin. */
export const mediaAdminHandlers = (media: MediaService, disk: Pick<DiskWatch, 'assertRoom'>): AdminHandlers => ({
  media: {
    list: (_req, res) => {
      res.json(media.list());
    },
    upload: [
      readImageBody,
      async (req, res) => {
        disk.assertRoom();
        const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const item = await media.upload({ data, fileName: uploadedFileName(req.get(FILE_NAME_HEADER)), alt: uploadedAlt(req.get(ALT_TEXT_HEADER)) });
        res.status(201).json(item);
      },
    ],
    remove: async (req, res) => {
      await media.remove(mediaId(req.params.id));
      res.json({ ok: true });
    },
  },
});

/**
 * GET /media/<id>/<file>: the stored files, cached for a year (a file never changes under its
 * name). Only well-formed ids and file names reach the disk, so no path can leave the media folder.
 */
export function mediaPublicRoutes(storage: MediaStorage): Router {
  const router = Router();
  router.get('/media/:id/:file', (req, res, next) => {
    const path = storage.pathOf(String(req.params.id), String(req.params.file));
    if (!path) throw new NotFoundError();
    res.sendFile(path, { dotfiles: 'deny', headers: { 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' } }, (error) => {
      // Nothing to answer once the file has started: the visitor went away mid-transfer.
      if (!error || res.headersSent) return;
      const missing = (error as { code?: string; status?: number }).code === 'ENOENT' || (error as { status?: number }).status === 404;
      next(missing ? new NotFoundError() : error);
    });
  });
  return router;
}
