// The history calls of every resource, from the resource table (decision 140):
// GET {record}/revisions, GET {record}/revisions/:revisionId and POST …/:revisionId/restore, where
// {record} is the record's own path (shared/contract/keyed-records.ts). As for the other record
// calls: the path is checked first (unknown record or revision: 404), then the stated version,
// then the body.
import type { Request } from 'express';
import type { RecordKey } from '../../shared/contract/keyed-records.ts';
import { lowestVersionOf } from '../../shared/contract/resource-definition.ts';
import type { AnyResource } from '../../shared/contract/resources.ts';
import { restoreInput } from '../../shared/contract/revisions.ts';
import type { AdminHandler } from '../http/admin-routes.ts';
import { parseId, statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { requestedKey } from '../records/admin-routes.ts';
import { editSourceOf } from './edit-source.ts';
import type { RecordHistory } from './with-revisions.ts';

export function revisionHandlers(resource: AnyResource, history: RecordHistory): Record<'revisions' | 'revision' | 'restoreRevision', AdminHandler> {
  const lowest = lowestVersionOf(resource);

  /** The record's key from the path, once the record is known to exist. */
  const keyOf = (req: Request): RecordKey => {
    const key = requestedKey(resource, req);
    history.get(key);
    return key;
  };
  const revisionOf = (req: Request, key: RecordKey) => history.find(key, parseId(req.params.revisionId));

  return {
    revisions: (req, res) => {
      res.json(history.list(keyOf(req)));
    },
    revision: (req, res) => {
      res.json(revisionOf(req, keyOf(req)));
    },
    restoreRevision: (req, res) => {
      const key = keyOf(req);
      const { fields } = revisionOf(req, key);
      const expected = statedVersion(req, lowest);
      parseInput(restoreInput(lowest), req.body);
      const source = editSourceOf(req);
      // The stored fields go through today's rules like any save: a value they refuse is a 400 naming it.
      res.json(history.save(key, parseInput(resource.input, fields) as never, expected, source));
    },
  };
}
