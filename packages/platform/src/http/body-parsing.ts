import express, { type Request, type RequestHandler } from 'express';
import { AppError } from '../errors.js';

/**
 * JSON and form bodies up to `limit`. What the parsers refuse becomes a 4xx that says what is wrong with
 * the body, worked out here, where the request (its Content-Encoding) is still at hand.
 */
export function parseBodies(limit: string): RequestHandler[] {
  return [express.json({ limit }), express.urlencoded({ extended: false, limit })].map(explainingRefusals);
}

function explainingRefusals(parser: RequestHandler): RequestHandler {
  return (req, res, next) => parser(req, res, (err?: unknown) => (err ? next(bodyParsingError(err, req)) : next()));
}

/** A body parser's error as the AppError the client gets; anything else is passed on unchanged. */
export function bodyParsingError(err: unknown, req: Pick<Request, 'headers'>): unknown {
  const e = err as { type?: unknown; body?: unknown; errno?: unknown } | null;
  switch (e?.type) {
    case 'entity.parse.failed':
      return new AppError('VALIDATION_FAILED', isJsonButNotAnObject(e.body) ? 'The request body must be a JSON object' : 'Malformed JSON in request body');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
  }
  // zlib's own errors ("incorrect header check") carry an errno and no body-parser type; only a body
  // that is being inflated (a supported, non-identity Content-Encoding) produces them
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity' && e?.type === undefined && typeof e?.errno === 'number') {
    return new AppError('BAD_REQUEST', `The request body could not be decompressed (Content-Encoding: ${encoding})`);
  }
  return err;
}

/**
 * The JSON parser's strict mode accepts only an object or an array at the top, and reports any other
 * value (null, "x", 123, true) like broken JSON. Tell the two apart: valid JSON of the wrong kind.
 */
function isJsonButNotAnObject(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const first = body.trimStart()[0];
  if (first === '{' || first === '[') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
