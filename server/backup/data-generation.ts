// Sends the data's generation (migration 030, decision 102) with every admin answer. It changes
// only when a backup is restored, which needs the server stopped, so it is read once at start.
import type { RequestHandler } from 'express';
import { DATA_GENERATION_HEADER } from '../../shared/contract/data-generation.ts';
import type { Db } from '../db/connection.ts';

export function dataGenerationHeader(db: Db): RequestHandler {
  const generation = db.prepare('SELECT generation FROM data_generation WHERE id = 1').pluck().get() as string;
  return (_req, res, next) => {
    res.setHeader(DATA_GENERATION_HEADER, generation);
    next();
  };
}
