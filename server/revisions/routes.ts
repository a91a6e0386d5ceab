// The history calls of every resource, from the resource table (decision 140):
// GET {record}/revisions, GET {record}/revisions/:revisionId and POST …/:revisionId/restore, where
// {record} is how the resource addresses one record (/:id, /:pageSlug, or the settings' own path).
// As in admin-routes.ts: the path is checked first (unknown record or revision: 404), then the
// stated version, then the body.
import { Router, type Request } from 'express';
import { ID_PARAMS, lowestVersionOf } from '../../shared/contract/resource-definition.ts';
import type { AnyResource } from '../../shared/contract/resources.ts';
import { restoreInput } from '../../shared/contract/revisions.ts';
import { parseId, statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { editSourceOf } from './edit-source.ts';
import type { RecordHistory, RecordKey } from './with-revisions.ts';

export function revisionRoutes(resource: AnyResource, history: RecordHistory): Router {
  const router = Router();
  const lowest = lowestVersionOf(resource);
  const param = ID_PARAMS[resource.idKind];
  const base = param === null ? '/revisions' : `/:${param}/revisions`;

  /** The record's key from the path, once the record is known to exist. */
  const keyOf = (req: Request): RecordKey => {
    const key = param === null ? undefined : resource.idKind === 'number' ? parseId(req.params[param]) : String(req.params[param]);
    history.get(key);
    return key;
  };
  const revisionOf = (req: Request, key: RecordKey) => history.find(key, parseId(req.params.revisionId));

  router.get(base, (req, res) => {
    res.json(history.list(keyOf(req)));
  });
  router.get(`${base}/:revisionId`, (req, res) => {
    res.json(revisionOf(req, keyOf(req)));
  });
  router.post(`${base}/:revisionId/restore`, (req, res) => {
    const key = keyOf(req);
    const { fields } = revisionOf(req, key);
    const expected = statedVersion(req, lowest);
    parseInput(restoreInput(lowest), req.body);
    const source = editSourceOf(req);
    // The stored fields go through today's rules like any save: a value they refuse is a 400 naming it.
    res.json(history.save(key, parseInput(resource.input, fields) as never, expected, source));
  });
  return router;
}
