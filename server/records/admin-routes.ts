// The admin calls of every editable resource, made from the resource table by the one shape of a
// record (shared/contract/keyed-records.ts, decision 134): each record is read and updated by its
// key, and listed, created and deleted where the resource has those calls. The key in the path is
// checked first (a malformed id or an unknown page is a 404 whatever the body), then the stated
// version, then the stated identity (a 409 when the record there is another one), then the body.
import type { Request } from 'express';
import { keyFromPath, type RecordKey } from '../../shared/contract/keyed-records.ts';
import { lowestVersionOf } from '../../shared/contract/resource-definition.ts';
import type { AnyResource } from '../../shared/contract/resources.ts';
import type { RevisionSource } from '../../shared/contract/revisions.ts';
import type { AdminHandler } from '../http/admin-routes.ts';
import { NotFoundError } from '../http/errors.ts';
import { assertIdentity, statedIdentity } from '../http/record-identity.ts';
import { statedVersion } from '../http/request-values.ts';
import { parseInput } from '../http/validate.ts';
import { editSourceOf } from '../revisions/edit-source.ts';

/**
 * A resource's records on the server, by key: `get` throws NotFoundError for an unknown one. A
 * record type whose keys the server gives out lists, creates and deletes them (crud-service.ts);
 * the pages are listed; the one settings record has neither.
 */
export interface AdminRecords {
  get(key: RecordKey): unknown;
  /** `source`: where the save came from (its revision says so). */
  update(key: RecordKey, input: never, expectedVersion?: number, source?: RevisionSource): unknown;
  list?(): unknown[];
  create?(input: never): unknown;
  remove?(key: RecordKey, expectedVersion?: number): void;
}

/** The record key a request's path names; a 404 when it can name none. */
export function requestedKey(resource: AnyResource, req: Request): RecordKey {
  const key = keyFromPath(resource, req.params);
  if (key === undefined) throw new NotFoundError();
  return key;
}

/** The handlers of a resource's record calls, by call name (mounted by server/http/admin-routes.ts). */
export function recordHandlers(resource: AnyResource, records: AdminRecords): Record<string, AdminHandler> {
  const lowest = lowestVersionOf(resource);
  const body = (req: Request) => parseInput(resource.input, req.body) as never;
  const { list, create, remove } = records;
  /** A write stating the identity it was made for lands on that record or on none (record-identity.ts). */
  const sameRecord = (key: RecordKey, req: Request) => {
    const stated = statedIdentity(req);
    if (stated !== undefined) assertIdentity(records.get(key), stated, resource.label);
  };
  return {
    ...(list && {
      list: (_req, res) => {
        res.json(list());
      },
    }),
    ...(create && {
      create: (req, res) => {
        res.status(201).json(create(body(req)));
      },
    }),
    get: (req, res) => {
      res.json(records.get(requestedKey(resource, req)));
    },
    update: (req, res) => {
      const key = requestedKey(resource, req);
      const expected = statedVersion(req, lowest);
      sameRecord(key, req);
      res.json(records.update(key, body(req), expected, editSourceOf(req)));
    },
    ...(remove && {
      remove: (req, res) => {
        const key = requestedKey(resource, req);
        const expected = statedVersion(req, lowest);
        sameRecord(key, req);
        remove(key, expected);
        res.json({ ok: true });
      },
    }),
  };
}
