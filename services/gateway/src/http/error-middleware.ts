import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, toAppError } from '@app/platform';
import type { Logger } from 'pino';
import { ClientGoneError } from '../proxy/request-body.js';
import { sendError } from './error-response.js';
import { requestState } from './request-state.js';

/** JSON 404 for what nothing else answered (unknown /api paths, non-GET outside /api). */
export const notFound: RequestHandler = (req, _res, next) => next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`));

/** A client still sending a refused body may send this much more, discarded, so it can read the 413. */
const DISCARD_AFTER_413_BYTES = 16 * 1024 * 1024;

/**
 * Every error the gateway itself raises, as the JSON body services use. A 413 is answered only once the
 * rest of the body has been read and thrown away (up to a cap), and then the connection closes: answering
 * and closing while the client is still writing makes it fail with EPIPE and never see the answer.
 */
export function gatewayErrorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof ClientGoneError) return void res.destroy();
    const error = toAppError(err);
    if (error.code === 'INTERNAL') logger.error({ err, path: req.path }, 'unhandled gateway error');
    const tooLarge = error.code === 'PAYLOAD_TOO_LARGE';
    const answer = () => sendError(res, error, requestState(req).requestId, { closeConnection: tooLarge });
    if (tooLarge && !req.readableEnded) {
      let discarded = 0;
      req.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > DISCARD_AFTER_413_BYTES) req.socket.destroy();
      });
      req.once('end', answer);
      req.resume();
      return;
    }
    answer();
  };
}
