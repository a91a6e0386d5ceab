import { Router } from 'express';
import { shopQuery } from '../../shared/contract/products.ts';
import { parsePage } from '../http/pagination.ts';
import { parseId } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import type { ProductService } from './service.ts';

export function productPublicRoutes(products: ProductService): Router {
  const router = Router();
  router.get('/products', (req, res) => {
    res.json(products.listPublic(parsePage(req)));
  });
  router.get('/products/:id', (req, res) => {
    res.json(products.getPublic(parseId(req.params.id)));
  });
  router.get('/shop', (req, res) => {
    res.json(products.shopPage(parseInput(shopQuery, req.query)));
  });
  return router;
}
