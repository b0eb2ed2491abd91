import type { Request, RequestHandler } from 'express';
import type { AppError } from '../errors.js';
import { findUnstorableText, unstorableTextError } from './storable-text.js';

/**
 * Refuses, before any route runs, a request whose decoded path, query values or parsed body hold text
 * PostgreSQL cannot store (storable-text.ts): one check here instead of one per field in every service.
 * Cheap on the hot path: a bet's body is a few short strings, and the path and query are only looked
 * at when the URL could carry such text.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => next(unstorableTextIn(req) ?? undefined);

function unstorableTextIn(req: Request): AppError | null {
  // Path parameters are decoded once, segment by segment: a NUL reaches one only as %00, and a lone
  // surrogate never does (its UTF-8 bytes do not decode; Express refuses them).
  if (req.path.includes('%00')) return unstorableTextError({ path: '', flaw: 'nul', inKey: false }, 'path');
  if (req.url.includes('?')) {
    const found = findUnstorableText(req.query);
    if (found) return unstorableTextError(found, 'query');
  }
  if (typeof req.body === 'object' && req.body !== null) {
    const found = findUnstorableText(req.body);
    if (found) return unstorableTextError(found, 'body');
  }
  return null;
}
