import { Router } from 'express';
import { ZLoginRequest, ZRegisterRequest, type LoginResponse, type LogoutResponse, type RegisterResponse } from '@app/contracts';
import { parseInput } from '@app/platform';
import { currentUser } from '../application/current-user.js';
import { login } from '../application/login.js';
import { logout } from '../application/logout.js';
import { register } from '../application/register.js';
import type { AuthDeps } from '../deps.js';
import { LOGGED_OUT } from '../domain/messages.js';
import { clearSessionCookie, requestMeta, setSessionCookie } from './request-meta.js';

/** Signing up, in and out, and who the caller is. */
export function sessionRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/register', async (req, res) => {
    const input = parseInput(ZRegisterRequest, req.body);
    const { user, message, session } = await register(deps, input, requestMeta(req, deps));
    setSessionCookie(req, res, session.token);
    res.json({ user, message } satisfies RegisterResponse);
  });

  router.post('/login', async (req, res) => {
    const input = parseInput(ZLoginRequest, req.body);
    const { user, session } = await login(deps, input, requestMeta(req, deps));
    setSessionCookie(req, res, session.token);
    res.json({ user } satisfies LoginResponse);
  });

  router.post('/logout', async (req, res) => {
    await logout(deps, req.identity);
    clearSessionCookie(req, res);
    res.json({ message: LOGGED_OUT } satisfies LogoutResponse);
  });

  router.get('/user', async (req, res) => {
    res.json(await currentUser(deps, req.identity));
  });

  return router;
}
