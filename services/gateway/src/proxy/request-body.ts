import type { IncomingMessage } from 'node:http';
import { AppError } from '@app/platform';

export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

export function bodyTooLarge(limit: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`);
}

/**
 * Reads the whole request body, up to `limit` bytes. A body that grows past the limit (a chunked upload
 * has no Content-Length to check up front) stops being read and rejects with a 413 before any of it
 * reaches a service. Reading it all first is what makes a retry on another replica safe.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(bodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(new ClientGoneError(err.message));
    };
    const onClose = () => {
      cleanup();
      reject(new ClientGoneError('client closed the connection before sending the whole body'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
