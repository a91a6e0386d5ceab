import type { Request, Response } from 'express';
import type { DiskState } from '../../shared/contract/disk.ts';
import { loginInput, passwordChangeInput } from '../../shared/contract/auth.ts';
import type { AdminHandlers } from '../http/admin-routes.ts';
import { clientKey } from '../http/client-key.ts';
import { cookieSessionId } from '../http/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.ts';
import type { Asker, AuthService, SignedIn } from './service.ts';

/** The client's address and the known-device token it carries (decision 171). */
const askerOf = (req: Request): Asker => ({ client: clientKey(req), deviceToken: deviceTokenOf(req) });

/** The new session in the session cookie, the device's token in its own. */
function signIn(req: Request, res: Response, { sessionId, deviceToken }: SignedIn): void {
  req.session = { sid: sessionId };
  setDeviceCookie(req, res, deviceToken);
  res.json({ ok: true });
}

/** Login and status (with a session, the disk's state for the admin's banner while it is not ok): reachable without a session. */
export const authPublicHandlers = (auth: AuthService, disk: () => DiskState): AdminHandlers => ({
  login: async (req, res) => {
    const { password } = parseInput(loginInput, req.body);
    signIn(req, res, await auth.login(askerOf(req), password, cookieSessionId(req)));
  },
  status: (req, res) => {
    const adminAuthenticated = auth.isAuthenticated(cookieSessionId(req));
    const state = adminAuthenticated ? disk() : 'ok';
    res.json(state === 'ok' ? { adminAuthenticated } : { adminAuthenticated, disk: state });
  },
});

/** Logout and password change: behind requireAdmin. */
export const authAdminHandlers = (auth: AuthService): AdminHandlers => ({
  logout: (req, res) => {
    auth.logout(cookieSessionId(req));
    req.session = null;
    res.json({ ok: true });
  },
  changePassword: async (req, res) => {
    const { currentPassword, newPassword } = parseInput(passwordChangeInput, req.body);
    signIn(req, res, await auth.changePassword(askerOf(req), currentPassword, newPassword));
  },
});
