// GET /healthz for a load balancer, uptime monitor or systemd watchdog: 200 when the database
// answers a real query, 503 when it does not; and how full the disk is (`low` under 5% free,
// `full` once a write failed for lack of space): reads go on then, so it stays a 200. Never
// cached, never logged when healthy, and no detail an outsider could use.
import { Router } from 'express';
import type { DiskState } from '../../shared/contract/disk.ts';
import type { Db } from '../db/connection.ts';
import { noStore } from '../http/no-store.ts';
import type { DiskWatch } from './disk-space.ts';
import { statementOf } from '../db/statements.ts';

export const HEALTH_PATH = '/healthz';

export interface HealthBody {
  ok: boolean;
  database: 'ok' | 'unreachable';
  disk: DiskState;
  uptimeSeconds: number;
}

/**
 * A real read of the file (a table page, unlike `SELECT 1`). In WAL mode a read never waits for a
 * writer or a backup, so the answer takes well under a millisecond unless the event loop is busy.
 */
function databaseAnswers(db: Db): boolean {
  try {
    statementOf(db, 'SELECT COUNT(*) FROM schema_migrations').get();
    return true;
  } catch {
    return false;
  }
}

export function healthRoutes(db: Db, disk: DiskWatch, startedAt = performance.now()): Router {
  const router = Router();
  router.get(HEALTH_PATH, noStore, (_req, res) => {
    const ok = databaseAnswers(db);
    const body: HealthBody = { ok, database: ok ? 'ok' : 'unreachable', disk: disk.state(), uptimeSeconds: Math.floor((performance.now() - startedAt) / 1000) };
    res.status(ok ? 200 : 503).json(body);
  });
  return router;
}
