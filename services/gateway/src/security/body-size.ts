import type { RequestHandler } from 'express';
import { bodyTooLarge } from '../proxy/request-body.js';

/**
 * A declared Content-Length above the limit is refused at once, before a byte of the body is read or
 * anything reaches a service. The connection is closed after the answer so the client stops sending.
 */
export function declaredBodyLimit(limit: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (Number.isFinite(declared) && declared > limit) return next(bodyTooLarge(limit));
    next();
  };
}
