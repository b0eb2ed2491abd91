import type { Request, Response } from 'express';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { cameOverHttps, linkOrigin } from '../domain/links.js';
import { clearedSessionCookie, sessionCookie } from '../domain/session-cookie.js';

/**
 * The request facts a use case needs, from the identity the gateway signed. The origin of e-mail links
 * comes from the configuration only: a request's Host / X-Forwarded-Host is the client's to choose.
 */
export function requestMeta(req: Request, deps: Pick<AuthDeps, 'settings' | 'configuredOrigin'>): RequestMeta {
  return {
    ip: req.identity?.ip ?? '',
    userAgent: req.identity?.userAgent ?? '',
    sessionId: req.identity?.sessionId ?? null,
    origin: linkOrigin(deps.settings.get('site_url'), deps.configuredOrigin),
  };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.setHeader('Set-Cookie', sessionCookie(token, cameOverHttps(req.header('x-forwarded-proto'))));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.setHeader('Set-Cookie', clearedSessionCookie(cameOverHttps(req.header('x-forwarded-proto'))));
}
