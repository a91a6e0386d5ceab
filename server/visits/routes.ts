import { Router, type Response } from 'express';
import { publicEndpoints } from '../../shared/contract/public-endpoints.ts';
import { visitsQuery } from '../../shared/contract/visits.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { parseInput } from '../http/validate.ts';
import type { VisitCounter } from './visit-counter.ts';
import type { VisitReport } from './report.ts';

/**
 * POST /api/roi-calculator/uses: the ROI calculator's island says it was used (its own request; no
 * other page carries script for it). Credited once a visit; always 204, whether counted or not.
 */
export function roiUseRoute(counter: VisitCounter): Router {
  const router = Router();
  router.post(publicEndpoints.roiUse.path, (req, res) => {
    counter.credit(req, 'roi', { once: true });
    res.status(204).end();
  });
  return router;
}

function sendCsv(res: Response, filename: string, csv: string): void {
  res.attachment(filename).type('text/csv; charset=utf-8').send(csv);
}

/** The owner's figures of a period (`?days=7|30|90`), and their daily rows as CSV. */
export const visitAdminHandlers = (report: VisitReport): AdminHandlers => ({
  visits: (req, res) => {
    res.json(report.report(parseInput(visitsQuery, req.query).days));
  },
  visitsCsv: (req, res) => {
    const { days } = parseInput(visitsQuery, req.query);
    sendCsv(res, `visits-${days}-days.csv`, report.csv(days));
  },
});
