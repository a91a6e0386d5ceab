// The admin routes of every editable resource, made from the resource table: numbered records
// are listed, created, read, updated and deleted; pages are listed, read and updated by slug; the
// settings are read and updated. A path parameter is checked before the body (a malformed id or
// an unknown page is a 404 whatever the body), then the stated version, then the body.
import { Router } from 'express';
import type { RevisionSource } from '../../shared/contract/revisions.ts';
import { ID_PARAMS, lowestVersionOf } from '../../shared/contract/resource-definition.ts';
import type { AnyResource } from '../../shared/contract/resources.ts';
import { parseId, statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { editSourceOf } from '../revisions/edit-source.ts';

/** Numbered records (crud-service.ts). */
export interface CollectionRecords {
  list(): unknown[];
  get(id: number): unknown;
  create(input: never): unknown;
  /** `source`: where the save came from (its revision says so). */
  update(id: number, input: never, expectedVersion?: number, source?: RevisionSource): unknown;
  remove(id: number, expectedVersion?: number): void;
}

/** Records with a fixed key (a page): `get` throws NotFoundError for an unknown key. */
export interface KeyedRecords {
  list(): unknown[];
  get(key: string): unknown;
  update(key: string, input: never, expectedVersion?: number, source?: RevisionSource): unknown;
}

/** The one record of its kind (the settings). */
export interface SingleRecord {
  get(): unknown;
  update(input: never, expectedVersion?: number, source?: RevisionSource): unknown;
}

export type AdminRecords = CollectionRecords | KeyedRecords | SingleRecord;

export function adminRoutes(resource: AnyResource, records: AdminRecords): Router {
  const router = Router();
  const lowest = lowestVersionOf(resource);
  const body = (req: { body: unknown }) => parseInput(resource.input, req.body) as never;

  if (resource.idKind === 'single') {
    const single = records as SingleRecord;
    router.get('/', (_req, res) => {
      res.json(single.get());
    });
    router.put('/', (req, res) => {
      const expected = statedVersion(req, lowest);
      res.json(single.update(body(req), expected, editSourceOf(req)));
    });
    return router;
  }

  if (resource.idKind === 'pageSlug') {
    const keyed = records as KeyedRecords;
    const param = ID_PARAMS[resource.idKind];
    router.get('/', (_req, res) => {
      res.json(keyed.list());
    });
    router.get(`/:${param}`, (req, res) => {
      res.json(keyed.get(req.params[param]));
    });
    router.put(`/:${param}`, (req, res) => {
      const key = req.params[param];
      keyed.get(key);
      const expected = statedVersion(req, lowest);
      res.json(keyed.update(key, body(req), expected, editSourceOf(req)));
    });
    return router;
  }

  const collection = records as CollectionRecords;
  router.get('/', (_req, res) => {
    res.json(collection.list());
  });
  router.post('/', (req, res) => {
    res.status(201).json(collection.create(body(req)));
  });
  router.get('/:id', (req, res) => {
    res.json(collection.get(parseId(req.params.id)));
  });
  router.put('/:id', (req, res) => {
    const id = parseId(req.params.id);
    const expected = statedVersion(req, lowest);
    res.json(collection.update(id, body(req), expected, editSourceOf(req)));
  });
  router.delete('/:id', (req, res) => {
    collection.remove(parseId(req.params.id), statedVersion(req, lowest));
    res.json({ ok: true });
  });
  return router;
}

/** Where the resource's routes are mounted under /api/admin. */
export const adminMountPath = (resource: AnyResource) => resource.path.replace(/^\/api\/admin/, '');
