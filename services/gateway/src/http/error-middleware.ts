import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, toAppError } from '@app/platform';
import type { Logger } from 'pino';
import { ClientGoneError } from '../proxy/request-body.js';
import { sendError } from './error-response.js';
import { pathOf } from './request-context.js';
import { requestState } from './request-state.js';

/** JSON 404 for what nothing else answered (unknown /api paths, non-GET outside /api). */
export const notFound: RequestHandler = (req, _res, next) => next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`));

/** A client still sending a refused body may send this much more, discarded, so it can read the 413. */
const DISCARD_AFTER_413_BYTES = 16 * 1024 * 1024;

/**
 * Every error the gateway itself raises, as the JSON body services use. A 413 closes the connection
 * after it (Node closes the socket once an answer with `Connection: close` is flushed). When the rest
 * of the body is small enough it is read and thrown away first: answering and closing while the client
 * is still writing can make it fail with EPIPE and never see the answer. A body declared larger than
 * that, or one that keeps coming past it, is not waited for: the 413 goes at once.
 */
export function gatewayErrorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => answerGatewayError(err, req, res, logger);
}

/** The error middleware's answer, for the requests that do not go through Express (backend-pipeline.ts). */
export function answerGatewayError(err: unknown, req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  if (err instanceof ClientGoneError) return void res.destroy();
  const error = toAppError(err);
  if (error.code === 'INTERNAL') logger.error({ err, path: pathOf(req.url) }, 'unhandled gateway error');
  const tooLarge = error.code === 'PAYLOAD_TOO_LARGE';
  const answer = () => sendError(res, error, requestState(req).requestId, { closeConnection: tooLarge });
  if (tooLarge && !req.readableEnded && !declaredBeyondDiscardCap(req)) return discardRestThen(req, answer);
  answer();
}

/** Waiting for the end of such a body would mean reading it all, or hanging when the client sends less. */
function declaredBeyondDiscardCap(req: IncomingMessage): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > DISCARD_AFTER_413_BYTES;
}

/** Reads the rest of the body into nothing, then answers; past the cap, answers without waiting for the end. */
function discardRestThen(req: IncomingMessage, answer: () => void): void {
  let discarded = 0;
  let answered = false;
  const answerOnce = () => {
    if (answered) return;
    answered = true;
    req.off('data', onData);
    req.off('end', answerOnce);
    answer();
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AFTER_413_BYTES) answerOnce();
  };
  req.on('data', onData);
  req.once('end', answerOnce);
  req.resume();
}
