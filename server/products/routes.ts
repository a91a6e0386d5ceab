import { shopQuery } from '../../shared/contract/products.ts';
import { parsePage } from '../http/pagination.ts';
import type { ReadAnswers } from '../http/public-reads.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import type { ProductService } from './service.ts';

export const productPublicReads = (products: ProductService): ReadAnswers<'products' | 'product' | 'shop'> => ({
  products: (query) => products.listPublic(parsePage(query)),
  product: ({ id }) => products.getPublic(parseId(id)),
  shop: (query) => products.shopPage(parseInput(shopQuery, query)),
});
