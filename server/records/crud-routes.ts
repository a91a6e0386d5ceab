import { Router } from 'express';
import type { ZodType } from 'zod';
import { parseId, statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import type { CrudService } from './crud-service.ts';

/** The five admin routes of a resource (list, create, get, update, delete) over its service. */
export function crudRoutes<Values>(service: CrudService<Values>, input: ZodType<Values & { version?: number }>): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(service.list());
  });
  router.post('/', (req, res) => {
    res.status(201).json(service.create(parseInput(input, req.body)));
  });
  router.get('/:id', (req, res) => {
    res.json(service.get(parseId(req.params.id)));
  });
  router.put('/:id', (req, res) => {
    const id = parseId(req.params.id);
    const expected = statedVersion(req);
    res.json(service.update(id, parseInput(input, req.body), expected));
  });
  router.delete('/:id', (req, res) => {
    service.remove(parseId(req.params.id), statedVersion(req));
    res.json({ ok: true });
  });
  return router;
}
