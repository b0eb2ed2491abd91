import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { bodyTooLarge } from '../proxy/request-body.js';

/**
 * A declared Content-Length above the limit is refused at once, before a byte of the body is read or
 * anything reaches a service. The connection is closed after the answer so the client stops sending.
 */
export function declaredBodyLimit(limit: number): RequestHandler {
  return (req, _res, next) => next(declaresTooLarge(req, limit) ? bodyTooLarge(limit) : undefined);
}

export function declaresTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(declared) && declared > limit;
}
