import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from '@app/platform';
import { isForeignOrigin, isStateChanging } from '../domain/origin-policy.js';
import { requestState } from '../http/request-state.js';
import { isUnder } from '../routes/route-table.js';

/** Offer networks call postbacks server to server; they are verified by their own signature instead. */
const ORIGIN_EXEMPT_PREFIX = '/api/offers/postback';

export function foreignOriginError(): AppError {
  return new AppError('FOREIGN_ORIGIN', 'Cross-origin request refused');
}

/** Whether this request (plain or upgrade) comes from a page of another site. */
export function comesFromForeignSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
  return isForeignOrigin({ origin: header('origin'), secFetchSite: header('sec-fetch-site'), publicHost: requestState(req).host, allowedOrigins });
}

/** Whether this is a state-changing request sent by another site's page (CSRF), whatever cookie it carries. */
export function isForeignWrite(req: IncomingMessage, path: string, allowedOrigins: readonly string[]): boolean {
  return isStateChanging(req.method ?? 'GET') && !isUnder(path, ORIGIN_EXEMPT_PREFIX) && comesFromForeignSite(req, allowedOrigins);
}

/** Refuses state-changing requests sent by another site's pages (CSRF), whatever cookie they carry. */
export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => next(isForeignWrite(req, req.path, allowedOrigins) ? foreignOriginError() : undefined);
}
