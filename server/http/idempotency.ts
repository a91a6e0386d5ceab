import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';
import { ALT_TEXT_HEADER, FILE_NAME_HEADER } from '../../shared/contract/media-upload.ts';
import type { Db } from '../db/connection.ts';
import { UnprocessableError, ValidationError } from './errors.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** A retry comes within minutes or, from the studio's outbox, days; a month covers both. */
const KEEP_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What makes a retry the same request: its JSON body, or for a raw upload (read later, by its route)
 * the headers that describe the bytes.
 */
function fingerprint(req: Request): string {
  const described = req.body !== undefined ? JSON.stringify(req.body) : ['content-type', 'content-length', FILE_NAME_HEADER, ALT_TEXT_HEADER].map((name) => req.get(name) ?? '').join('\n');
  return createHash('sha256').update(described).digest('base64url');
}

/**
 * The route a key belongs to: the path as Express routes it (any letter case, trailing slashes
 * ignored), never the query string, which the routes do not read: `/api/contact?x=1` is
 * `/api/contact`, so a retry cannot become a second message by changing it.
 */
const routeOf = (req: Request): string => `${req.baseUrl}${req.path}`.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * For a POST carrying an Idempotency-Key: the first answer (status and JSON body) is stored, and a
 * retry with the same key, method and route from the same client gets that answer again without
 * running the handler, so a create is applied once, even across a crash. Only successful answers
 * are stored: a failed attempt changed nothing, so running it again is safe and gives a fresh
 * answer. `scopeOf` names the client a key belongs to (decision 003); the same key with another
 * request body is refused with 422.
 */
export function idempotency(db: Db, scopeOf: (req: Request) => string): RequestHandler {
  const find = db.prepare('SELECT status, body, request_hash AS requestHash FROM idempotency_keys WHERE scope = ? AND key = ? AND method = ? AND path = ?');
  const save = db.prepare(
    'INSERT OR IGNORE INTO idempotency_keys (scope, key, method, path, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const prune = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');

  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (req.method !== 'POST' || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new ValidationError({ 'Idempotency-Key': 'Must be 1 to 200 visible characters' });

    const path = routeOf(req);
    const scope = scopeOf(req);
    const requestHash = fingerprint(req);
    const stored = find.get(scope, key, req.method, path) as { status: number; body: string; requestHash: string | null } | undefined;
    if (stored) {
      if (stored.requestHash !== null && stored.requestHash !== requestHash) throw new UnprocessableError(ERROR_MESSAGES.idempotencyKeyReused);
      // Through res.json, as the first answer went: a front door that translates the call's answers
      // (a plain form's, server/http/plain-form-door.ts) sees a replay as it saw the first.
      res.status(stored.status).json(JSON.parse(stored.body));
      return;
    }
    // The handler's writes and the stored answer commit in one transaction, and the answer leaves
    // only after that commit: a crash can never keep a created record without its key (which would
    // make the retry create it again) nor answer a write that is not on disk.
    db.exec('SAVEPOINT idempotent_request');
    let open = true;
    const close = (commit: boolean) => {
      if (!open) return;
      open = false;
      db.exec(commit ? 'RELEASE idempotent_request' : 'ROLLBACK TO idempotent_request; RELEASE idempotent_request');
    };
    const sendJson = res.json.bind(res);
    res.json = (body: unknown) => {
      const succeeded = res.statusCode >= 200 && res.statusCode < 300;
      if (succeeded) {
        const now = Date.now();
        prune.run(new Date(now - KEEP_FOR_MS).toISOString());
        save.run(scope, key, req.method, path, requestHash, res.statusCode, JSON.stringify(body), new Date(now).toISOString());
      }
      close(succeeded);
      return sendJson(body);
    };
    try {
      next();
    } finally {
      // A handler that has not answered by now went asynchronous: the transaction must not stay
      // open across its awaits (other requests' writes would join it), so what it wrote so far is
      // committed and its answer is stored on its own when it comes.
      close(true);
    }
  };
}
