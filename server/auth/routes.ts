import { Router } from 'express';
import { loginInput, passwordChangeInput } from '../../shared/contract/auth.ts';
import { clientKey } from '../http/client-key.ts';
import { cookieSessionId } from '../http/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import type { AuthService } from './service.ts';

/** Login and status: reachable without a session. */
export function authPublicRoutes(auth: AuthService): Router {
  const router = Router();
  router.post('/login', async (req, res) => {
    const { password } = parseInput(loginInput, req.body);
    req.session = { sid: await auth.login(clientKey(req), password, cookieSessionId(req)) };
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
    req.session = { sid: await auth.changePassword(clientKey(req), currentPassword, newPassword) };
    res.json({ ok: true });
  });
  return router;
}
