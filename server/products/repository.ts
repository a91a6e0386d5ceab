import { productFields, type AdminProduct } from '../../shared/contract/products.ts';
import type { Db } from '../db/connection.ts';
import { createRecordTable, type RecordMeta } from '../db/record-table.ts';

export type ProductFields = Omit<AdminProduct, keyof RecordMeta>;

export function createProductTable(db: Db) {
  return createRecordTable<ProductFields>(db, 'products', productFields);
}
export type ProductTable = ReturnType<typeof createProductTable>;

/** The shop's order: by displayOrder, then name. */
export const PRODUCT_ORDER = 'display_order, name COLLATE NOCASE, id';
