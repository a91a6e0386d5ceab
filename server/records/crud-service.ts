// The write rules every numbered, versioned record shares: optimistic concurrency on update and
// delete, and for a record with a slug, the slug generated when empty and unique (409, never a 500).
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { slugFrom } from '../../shared/domain/slug.ts';
import type { Db } from '../db/connection.ts';
import type { RecordTable, StoredRecord } from '../db/record-table.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';

export interface CrudService<Values> {
  list(): StoredRecord<Values>[];
  get(id: number): StoredRecord<Values>;
  create(values: Values & { version?: number }): StoredRecord<Values>;
  /** `expectedVersion` undefined = no check (the spec's plain behaviour). */
  update(id: number, values: Values & { version?: number }, expectedVersion?: number): StoredRecord<Values>;
  remove(id: number, expectedVersion?: number): void;
}

interface Options<Values> {
  db: Db;
  table: RecordTable<Values>;
  /** For a record with a slug: the field an empty slug is generated from, the resource's titleField (name or title). */
  slugSource?: keyof Values & string;
  /** The admin list's SQL order. */
  listOrder: string;
}

/** Throws 409 with the current record when the client's version is not the stored one. */
export function assertVersion(current: { version: number }, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw new ConflictError(ERROR_MESSAGES.conflict, { current });
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const duplicateSlug = () => new ConflictError(ERROR_MESSAGES.duplicateSlug, { fields: { slug: ERROR_MESSAGES.duplicateSlug } });

export function createCrudService<Values extends object>({ db, table, slugSource, listOrder }: Options<Values>): CrudService<Values> {
  const get = (id: number) => {
    const record = table.findById(id);
    if (!record) throw new NotFoundError();
    return record;
  };

  /** Drops the client's `version` (not a stored field) and fills in a generated slug. */
  const prepare = (input: Values & { version?: number }, ownId?: number): Values => {
    const { version: _ignored, ...values } = input;
    if (slugSource === undefined) return values as unknown as Values;
    const slug = (values as { slug?: string }).slug || slugFrom(String(input[slugSource]));
    if (!slug) throw new ValidationError({ slug: `Enter a slug: none could be made from the ${slugSource}` });
    const owner = table.findBySlug(slug);
    if (owner && owner.id !== ownId) throw duplicateSlug();
    return { ...(values as unknown as Values), slug };
  };

  /** The check above covers this process; the UNIQUE index is the last word. */
  const writing = <T>(write: () => T): T => {
    try {
      return write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSlug();
      throw error;
    }
  };

  return {
    list: () => table.select({ orderBy: listOrder }),
    get,
    create: (input) => writing(() => table.insert(prepare(input))),
    update: (id, input, expectedVersion) =>
      writing(
        db.transaction(() => {
          assertVersion(get(id), expectedVersion);
          return table.update(id, prepare(input, id));
        }),
      ),
    remove: (id, expectedVersion) =>
      db.transaction(() => {
        assertVersion(get(id), expectedVersion);
        table.remove(id);
      })(),
  };
}
