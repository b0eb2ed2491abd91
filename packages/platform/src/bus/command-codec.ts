import { commandCatalogue, type CommandSubject } from '@app/contracts';
import { AppError, validationError } from '../errors.js';
import type { CommandReply } from './bus.js';
import { commandDuration } from '../metrics.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** Both bus implementations run commands through here, so validation and error replies are identical. */
export async function runCommandHandler(subject: CommandSubject, raw: unknown, handler: (payload: never) => Promise<unknown>, service = 'service'): Promise<CommandReply> {
  const end = commandDuration.startTimer({ service, subject });
  const reply = await runParsed(subject, raw, handler).catch((err: unknown) => {
    end({ outcome: 'exception' });
    throw err;
  });
  end({ outcome: reply.ok ? 'ok' : reply.error.code });
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
