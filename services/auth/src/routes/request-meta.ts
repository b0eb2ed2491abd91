import type { Request, Response } from 'express';
import type { SettingsView } from '@app/platform';
import type { RequestMeta } from '../deps.js';
import { cameOverHttps, publicOrigin } from '../domain/links.js';
import { clearedSessionCookie, sessionCookie } from '../domain/session-cookie.js';

/** The request facts a use case needs, from the identity the gateway signed and the headers it set. */
export function requestMeta(req: Request, settings: SettingsView): RequestMeta {
  return {
    ip: req.identity?.ip ?? '',
    userAgent: req.identity?.userAgent ?? '',
    sessionId: req.identity?.sessionId ?? null,
    origin: publicOrigin({ siteUrl: settings.get('site_url'), forwardedProto: req.header('x-forwarded-proto'), forwardedHost: req.header('x-forwarded-host') }),
  };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.setHeader('Set-Cookie', sessionCookie(token, cameOverHttps(req.header('x-forwarded-proto'))));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.setHeader('Set-Cookie', clearedSessionCookie(cameOverHttps(req.header('x-forwarded-proto'))));
}
