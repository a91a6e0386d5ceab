import { Router, type Request } from 'express';
import { loginInput, passwordChangeInput } from '../../shared/contract/auth.ts';
import { cookieSessionId } from '../http/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import type { AuthService } from './service.ts';

/** Throttling is per client IP (the proxy's X-Forwarded-For only when the proxy is trusted). */
const clientOf = (req: Request) => req.ip ?? 'unknown';

/** Login and status: reachable without a session. */
export function authPublicRoutes(auth: AuthService): Router {
  const router = Router();
  router.post('/login', async (req, res) => {
    const { password } = parseInput(loginInput, req.body);
    req.session = { sid: await auth.login(clientOf(req), password, cookieSessionId(req)) };
    res.json({ ok: true });
  });
  router.get('/status', (req, res) => {
    res.json({ adminAuthenticated: auth.isAuthenticated(cookieSessionId(req)) });
  });
  return router;
}

/** Logout and password change: behind requireAdmin. */
export function authAdminRoutes(auth: AuthService): Router {
  const router = Router();
  router.post('/logout', (req, res) => {
    auth.logout(cookieSessionId(req));
    req.session = null;
    res.json({ ok: true });
  });
  router.put('/password', async (req, res) => {
    const { currentPassword, newPassword } = parseInput(passwordChangeInput, req.body);
    req.session = { sid: await auth.changePassword(clientOf(req), currentPassword, newPassword) };
    res.json({ ok: true });
  });
  return router;
}
