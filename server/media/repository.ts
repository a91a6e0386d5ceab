import type { MediaUsage } from '../../shared/contract/media.ts';
import { isSingleRecord, keyField, labelOfKey, SINGLE_RECORD_ID } from '../../shared/contract/keyed-records.ts';
import { RESOURCE_NAMES } from '../../shared/contract/resource-addresses.ts';
import type { ResourceDefinition } from '../../shared/contract/resource-definition.ts';
import { RESOURCES } from '../../shared/contract/resources.ts';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import type { Db } from '../db/connection.ts';
import { columnsOf, toSnakeCase } from '../db/record-table.ts';
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
  /** Its colours (decision 210): what a product showing it takes as its palette; null until made. */
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
const mediaIdsIn = (texts: unknown[]) => new Set(texts.flatMap((text) => [...String(text ?? '').matchAll(MEDIA_IDS_IN_TEXT)].map((match) => match[1])));

/**
 * Every record of every record type that mentions an upload, whatever its field: one query per
 * record type, from its definition (its table, its text and JSON columns, its key and title), so
 * a new record type's pictures count as uses with nothing written for it here. Only rows
 * mentioning /media/ are read; the ids are then picked out in code.
 */
function recordsMentioningMedia(db: Db): () => { ids: Set<string>; usage: MediaUsage }[] {
  const queries = RESOURCE_NAMES.map((name) => {
    const resource: ResourceDefinition = RESOURCES[name];
    const columns = columnsOf(resource.fields).filter((column) => column.kind === 'text' || column.kind === 'json').map((column) => column.name);
    const key = keyField(resource);
    const title = resource.titleField ? toSnakeCase(resource.titleField) : null;
    const mentions = columns.map((column) => `${column} LIKE '%/media/%'`).join(' OR ');
    const select = db.prepare(`SELECT ${toSnakeCase(key ?? 'id')} AS record_key${title ? `, ${title} AS record_title` : ''}, ${columns.join(', ')} FROM ${resource.table} WHERE ${mentions} ORDER BY ${title ? `${title} COLLATE NOCASE, ` : ''}1`);
    return { name, resource, columns, select };
  });
  return () =>
    queries.flatMap(({ name, resource, columns, select }) =>
      (select.all() as Record<string, unknown>[]).map((row) => {
        const id = row.record_key as string | number;
        const recordName = labelOfKey(resource, id) ?? (typeof row.record_title === 'string' ? row.record_title : resource.label);
        return { ids: mediaIdsIn(columns.map((column) => row[column])), usage: { resource: name, id: isSingleRecord(resource) ? SINGLE_RECORD_ID : id, name: recordName } };
      }),
    );
}

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
  const uses = recordsMentioningMedia(db);
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
    /** Media id -> the records that show it (in a picture's address, a gallery, a post's Markdown, a page's sections): an image in use cannot be deleted. */
    usages(): Map<string, MediaUsage[]> {
      const usages = new Map<string, MediaUsage[]>();
      for (const { ids, usage } of uses()) for (const id of ids) usages.set(id, [...(usages.get(id) ?? []), usage]);
      return usages;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
