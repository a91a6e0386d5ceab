import type { MediaUsage } from '../../shared/contract/media.ts';
import { pageLabel } from '../../shared/contract/page-list.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import type { Db } from '../db/connection.ts';
import type { VariantFormat } from './image-processing.ts';

export interface StoredVariant {
  width: number;
  height: number;
  format: VariantFormat;
  file: string;
  bytes: number;
}

export interface StoredMedia {
  id: string;
  fileName: string;
  originalFile: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  variants: StoredVariant[];
  createdAt: string;
  /** PROCESSING_VERSION of the rules its files were made with. */
  processingVersion: number;
  /** Its colours (decision 212): what a product showing it takes as its palette; null until made. */
  palette: Swatch[] | null;
}

interface MediaRow {
  id: string;
  file_name: string;
  original_file: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  variants: string;
  created_at: string;
  processing_version: number;
  palette: string | null;
}

const fromRow = (row: MediaRow): StoredMedia => ({
  id: row.id,
  fileName: row.file_name,
  originalFile: row.original_file,
  mimeType: row.mime_type,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  alt: row.alt,
  variants: JSON.parse(row.variants) as StoredVariant[],
  createdAt: row.created_at,
  processingVersion: row.processing_version,
  palette: row.palette === null ? null : (JSON.parse(row.palette) as Swatch[]),
});

const MEDIA_IDS_IN_TEXT = /\/media\/([a-f0-9]{16})\//g;
const mediaIdsIn = (...texts: (string | null)[]) => new Set(texts.flatMap((text) => [...(text ?? '').matchAll(MEDIA_IDS_IN_TEXT)].map((match) => match[1])));

export function createMediaRepository(db: Db) {
  const all = db.prepare('SELECT * FROM media ORDER BY created_at DESC, id');
  const byId = db.prepare('SELECT * FROM media WHERE id = ?');
  const insert = db.prepare(`INSERT INTO media (id, file_name, original_file, mime_type, width, height, bytes, alt, variants, created_at, processing_version, palette)
    VALUES (@id, @fileName, @originalFile, @mimeType, @width, @height, @bytes, @alt, @variants, @createdAt, @processingVersion, @palette)`);
  const olderThan = db.prepare('SELECT * FROM media WHERE processing_version < ? ORDER BY created_at, id');
  const remade = db.prepare('UPDATE media SET width = @width, height = @height, bytes = @bytes, variants = @variants, processing_version = @processingVersion WHERE id = @id');
  const remove = db.prepare('DELETE FROM media WHERE id = ?');
  const withoutPalette = db.prepare('SELECT * FROM media WHERE palette IS NULL ORDER BY created_at, id');
  const setPalette = db.prepare('UPDATE media SET palette = ? WHERE id = ?');
  // Only rows mentioning /media/ are read; the ids are then picked out in code.
  const products = db.prepare("SELECT id, name, image_url, gallery FROM products WHERE image_url LIKE '%/media/%' OR gallery LIKE '%/media/%' ORDER BY name COLLATE NOCASE, id");
  const posts = db.prepare(
    "SELECT id, title, image_url, content FROM blog_posts WHERE image_url LIKE '%/media/%' OR content LIKE '%/media/%' ORDER BY title COLLATE NOCASE, id",
  );
  const testimonials = db.prepare("SELECT id, name, image_url FROM testimonials WHERE image_url LIKE '%/media/%' ORDER BY name COLLATE NOCASE, id");
  // A page's sections hold their pictures in its content (a team photo, an image beside text).
  const pages = db.prepare("SELECT page_slug, content FROM page_content WHERE content LIKE '%/media/%' ORDER BY page_slug");

  return {
    list: () => (all.all() as MediaRow[]).map(fromRow),
    findById(id: string): StoredMedia | undefined {
      const row = byId.get(id) as MediaRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    insert(media: StoredMedia): void {
      insert.run({ ...media, variants: JSON.stringify(media.variants), palette: media.palette === null ? null : JSON.stringify(media.palette) });
    },
    /** Images whose palette is not made yet (uploaded before palettes were), oldest first. */
    withoutPalette: () => (withoutPalette.all() as MediaRow[]).map(fromRow),
    setPalette(id: string, palette: Swatch[] | null): void {
      setPalette.run(palette === null ? null : JSON.stringify(palette), id);
    },
    /** Images whose files were made under rules older than `version`, oldest first. */
    madeBefore: (version: number) => (olderThan.all(version) as MediaRow[]).map(fromRow),
    /** Records files made again: their sizes and the rules they were made with. */
    remade(media: StoredMedia): void {
      remade.run({ ...media, variants: JSON.stringify(media.variants) });
    },
    remove(id: string): void {
      remove.run(id);
    },
    /** Media id -> the products, posts, testimonials and pages whose image (a product's gallery, a post's Markdown, a page's sections) points at it. */
    usages(): Map<string, MediaUsage[]> {
      const usages = new Map<string, MediaUsage[]>();
      const add = (ids: Set<string>, usage: MediaUsage) => {
        for (const id of ids) usages.set(id, [...(usages.get(id) ?? []), usage]);
      };
      for (const row of products.all() as { id: number; name: string; image_url: string | null; gallery: string }[]) {
        add(mediaIdsIn(row.image_url, row.gallery), { kind: 'product', id: row.id, name: row.name });
      }
      for (const row of posts.all() as { id: number; title: string; image_url: string | null; content: string }[]) {
        add(mediaIdsIn(row.image_url, row.content), { kind: 'blogPost', id: row.id, name: row.title });
      }
      for (const row of testimonials.all() as { id: number; name: string; image_url: string }[]) {
        add(mediaIdsIn(row.image_url), { kind: 'testimonial', id: row.id, name: row.name });
      }
      for (const row of pages.all() as { page_slug: string; content: string }[]) {
        add(mediaIdsIn(row.content), { kind: 'page', id: row.page_slug, name: pageLabel(row.page_slug) ?? row.page_slug });
      }
      return usages;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
