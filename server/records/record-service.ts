// A record type on the server, from its definition alone (shared/contract/resource-definition.ts):
// its table, the admin's calls over it (crud-service.ts: versions, slugs), and, when the public
// site shows it, its public list (the records whose flags are set, in the definition's order, as
// the public record has them) and, for a record with a slug, the public one of that slug. Record
// types with rules of their own (products, posts) build on the same table and order.
import type { z } from 'zod';
import type { ResourceDefinition } from '../../shared/contract/resource-definition.ts';
import type { AnyResource, RecordOf } from '../../shared/contract/resources.ts';
import type { ResourceName } from '../../shared/contract/resource-addresses.ts';
import type { Db } from '../db/connection.ts';
import { flagsWhere, orderSql, recordTableOf, type RecordMeta, type RecordTable } from '../db/record-table.ts';
import type { PublicImageInfo } from '../../shared/contract/media.ts';
import { createCrudService, type CrudService } from './crud-service.ts';

/** The stored fields of a record type (its record without the bookkeeping every record has). */
export type ValuesOf<N extends ResourceName> = Omit<RecordOf<N>, keyof RecordMeta>;

export interface RecordService<Values, Public = unknown> {
  table: RecordTable<Values>;
  admin: CrudService<Values>;
  /** The records the public sees, in order. */
  listPublic(): Public[];
  /** A record as the public reads it, whatever its state (a preview shows inactive ones too). */
  publicOf(record: Values & RecordMeta): Public;
  /** The public record with this slug; undefined when there is none or it is hidden. */
  findPublic(slug: string): Public | undefined;
}

interface Options {
  /** An image address's size and srcset when it is an upload (server/media/public-image.ts). */
  imageInfo?: (url: string | null) => PublicImageInfo;
}

export function createRecordService<R extends AnyResource>(db: Db, definition: R, { imageInfo }: Options = {}): RecordService<ValuesOf<R['name']>, PublicOf<R>> {
  type Values = ValuesOf<R['name']>;
  const table = recordTableOf<Values>(db, definition);
  const order = orderSql(definition);
  // The optional hints, whichever record type this is.
  const hints: ResourceDefinition = definition;
  const visible = flagsWhere(definition.fields, hints.publicList?.when);
  const slugSource = 'slug' in definition.fields ? (hints.titleField as keyof Values & string) : undefined;

  const publicOf = (record: Values & RecordMeta): PublicOf<R> => {
    if (!hints.publicRecord) throw new Error(`The public does not read ${definition.name}`);
    const values = record as Record<string, unknown>;
    const image = hints.publicList?.image && imageInfo ? imageInfo((values[hints.publicList.image] as string | null) ?? null) : {};
    // Parsing with the public schema keeps only public fields, so an admin field cannot leak.
    return hints.publicRecord.parse({ ...values, ...image }) as PublicOf<R>;
  };
  const isVisible = (record: Record<string, unknown>) => (hints.publicList?.when ?? []).every((flag) => record[flag] === true);

  return {
    table,
    admin: createCrudService({ db, table, slugSource, listOrder: order }),
    listPublic: () => table.select({ where: visible, orderBy: order }).map(publicOf),
    publicOf,
    findPublic(slug) {
      const record = table.findBySlug(slug);
      return record && isVisible(record as Record<string, unknown>) ? publicOf(record) : undefined;
    },
  };
}

/** A record as the public reads it, when the definition says. */
export type PublicOf<R> = R extends { publicRecord: z.ZodType<infer P> } ? P : never;
