import { performance } from 'node:perf_hooks';
import { commandCatalogue, type CommandSubject } from '@app/contracts';
import type { Logger } from 'pino';
import { currentBatchRequestIds } from '../context.js';
import { AppError, validationError } from '../errors.js';
import type { CommandReply } from './bus.js';
import { commandDuration } from '../metrics.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export interface CommandRunOptions {
  /** the `service` label of the command metrics */
  service?: string;
  /** where the served-command line goes (debug: one a command, so it must stay cheap on the bet path) */
  logger?: Logger;
}

/**
 * Both bus implementations run commands through here, so validation, error replies, metrics and the one
 * debug line a served command writes (subject, outcome, duration; the caller's request id comes with
 * the work context, and a batch's requests with it) are identical in both modes.
 */
export async function runCommandHandler(subject: CommandSubject, raw: unknown, handler: (payload: never) => Promise<unknown>, options: CommandRunOptions = {}): Promise<CommandReply> {
  const service = options.service ?? 'service';
  const started = performance.now();
  const end = commandDuration.startTimer({ service, subject });
  const served = (outcome: string) => {
    end({ outcome });
    if (options.logger?.isLevelEnabled('debug')) {
      const requestIds = currentBatchRequestIds();
      options.logger.debug({ subject, outcome, ms: Math.round((performance.now() - started) * 1000) / 1000, ...(requestIds ? { requestIds } : {}) }, 'command served');
    }
  };
  const reply = await runParsed(subject, raw, handler).catch((err: unknown) => {
    served('exception');
    throw err;
  });
  served(reply.ok ? 'ok' : reply.error.code);
  return reply;
}

async function runParsed(subject: CommandSubject, raw: unknown, handler: (payload: never) => Promise<unknown>): Promise<CommandReply> {
  const contract = commandCatalogue[subject];
  const parsed = contract.request.safeParse(raw);
  if (!parsed.success) {
    const e = validationError(parsed.error);
    return { ok: false, error: { code: e.code, message: e.message, ...(e.field ? { field: e.field } : {}) } };
  }
  try {
    const data = await handler(parsed.data as never);
    return { ok: true, data };
  } catch (err) {
    const error = commandErrorOf(err);
    if (error) return { ok: false, error };
    throw err;
  }
}

/**
 * What a reply says of a command's failure: its AppError, or UNAVAILABLE when the database is away (a
 * temporary, retriable condition for the caller, not an internal error); null for anything else.
 */
export function commandErrorOf(err: unknown): { code: string; message: string; field?: string } | null {
  if (err instanceof AppError) return { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) };
  if (isDatabaseUnavailable(err)) return { code: 'UNAVAILABLE', message: 'The database is temporarily unavailable' };
  return null;
}

export function decodeCommandReply(subject: CommandSubject, reply: CommandReply): unknown {
  if (!reply.ok) throw AppError.fromBody(reply.error);
  const parsed = commandCatalogue[subject].response.safeParse(reply.data);
  if (!parsed.success) throw new AppError('BAD_GATEWAY', `Invalid reply to ${subject}`);
  return parsed.data;
}
