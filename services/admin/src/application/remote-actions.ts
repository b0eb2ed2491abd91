import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { isErrorCode, type CommandRequest, type CommandResponse, type CommandSubject } from '@app/contracts';
import { AppError, type Bus, type Logger } from '@app/platform';
import { detailsFromAnswer, isRefusal, unconfirmedMessage, userAffectedBy } from '../domain/admin-actions.js';
import { actionIdForKey } from '../domain/request-key.js';
import type { AdminPrisma } from '../db/client.js';
import type { Prisma } from '../db/generated/client.js';
import { claimDueActions, discardUnchangedAction, findAction, insertPendingAction, markActionDone, markActionFailed } from '../db/remote-actions.js';
import { SerialPasses } from './serial-passes.js';
import type { Actor } from './settings-store.js';

/** Per attempt; one more attempt follows a timeout (or no responder) before the admin is answered. */
const COMMAND_TIMEOUT_MS = 5000;
const COMMAND_ATTEMPTS = 2;
const REATTEMPT_PAUSE_MS = 200;
const RETRY_PASS_INTERVAL_MS = 5000;
const RETRY_BATCH = 20;

/** An admin action carried out by another service's command. */
export interface RemoteAction<S extends CommandSubject> {
  actor: Actor;
  action: string;
  target: { type: string; id?: string | null; userId?: string | null };
  /** what the audit log shows of the request */
  details: Prisma.InputJsonObject;
  subject: S;
  /** the command's payload, keyed by the action id (its idempotency key) */
  payload: (actionId: string) => CommandRequest<S>;
  /**
   * For a command that answers whether it changed anything (blocking an address blocked already): true
   * when it did not. Such an action is not kept in the audit log, when the answer is to its first and
   * only send (an answer to a re-send may be saying that an earlier send, whose answer was lost, did it).
   */
  changedNothing?: (response: CommandResponse<S>) => boolean;
}

type SendOutcome = { ok: true; value: unknown; recorded: boolean } | { ok: false; error: unknown };

/**
 * Admin actions whose effect belongs to another service (design section 3: a timeout is not a failure,
 * retry with the same key). Each is written 'pending' with its command before the command is sent, then
 * marked 'done' or 'failed' from the answer. Without an answer it stays pending, and the retry pass
 * re-sends it with the same idempotency key (the action id) until the owner answers, so the effect
 * happens exactly once however often it is sent. An action its owner answers changed nothing (see
 * `changedNothing`) is removed again instead, so the log holds changes only.
 */
export class RemoteActions {
  private readonly retries: SerialPasses;

  constructor(
    private readonly prisma: AdminPrisma,
    private readonly bus: Bus,
    private readonly logger: Logger,
  ) {
    this.retries = new SerialPasses('admin action retry', logger);
  }

  /** `recorded` is false when the action changed nothing and was left out of the audit log (see `changedNothing`). */
  async run<S extends CommandSubject>(spec: RemoteAction<S>): Promise<{ actionId: string; recorded: boolean; response: CommandResponse<S> }> {
    const actionId = spec.actor.requestKey ? actionIdForKey(spec.actor.adminId, spec.actor.requestKey) : randomUUID();
    const payload = spec.payload(actionId);
    const inserted = await insertPendingAction(this.prisma, {
      id: actionId,
      adminId: spec.actor.adminId,
      ipAddress: spec.actor.ipAddress,
      action: spec.action,
      targetType: spec.target.type,
      targetId: spec.target.id ?? null,
      targetUserId: spec.target.userId ?? null,
      details: spec.details,
      command: spec.subject,
      commandPayload: payload as Prisma.InputJsonObject,
    });
    if (!inserted) await this.replayable(actionId, spec, payload);
    // a replay is a re-send: its "nothing changed" may be the first send's change
    const changedNothing = inserted ? (spec.changedNothing as ((value: unknown) => boolean) | undefined) : undefined;
    const response = await this.send(actionId, spec.subject, payload, changedNothing);
    if (response.ok) return { actionId, recorded: response.recorded, response: response.value as CommandResponse<S> };
    if (isRefusal(response.error)) throw response.error;
    throw new AppError(response.error instanceof AppError && response.error.code === 'TIMEOUT' ? 'TIMEOUT' : 'UNAVAILABLE', unconfirmedMessage(spec.subject, actionId));
  }

  /** Re-sends the pending actions that are due; returns how many were settled (done or failed). */
  async retryDue(): Promise<number> {
    const due = await claimDueActions(this.prisma, RETRY_BATCH);
    let settled = 0;
    for (const action of due) {
      const outcome = await this.send(action.id, action.command as CommandSubject, action.commandPayload as never);
      if (outcome.ok || isRefusal(outcome.error)) settled++;
      else this.logger.warn({ actionId: action.id, command: action.command, err: outcome.error }, 'admin action still unconfirmed; will retry');
    }
    return settled;
  }

  /** A retry pass every intervalMs, never two at once (a slow pass delays the next rather than racing it). */
  startRetrying(intervalMs = RETRY_PASS_INTERVAL_MS): void {
    this.retries.startPasses(() => this.retries.serially(() => this.retryDue()), intervalMs);
  }

  stopRetrying(): Promise<void> {
    return this.retries.stop();
  }

  /**
   * A repeated request key: the same action on the same target with the same command goes on as a replay
   * (its command, sent again with the same key, answers with the first result; a refusal is answered as
   * it was, not tried again, so the log never shows a failed action that later took effect). The key
   * reused for anything else is refused.
   */
  private async replayable<S extends CommandSubject>(actionId: string, spec: RemoteAction<S>, payload: CommandRequest<S>): Promise<void> {
    const first = await findAction(this.prisma, actionId);
    // The command, not the details: an answer adds to the details (a withdrawal's amount, a rain's duration).
    const same =
      first !== null &&
      first.action === spec.action &&
      first.targetType === spec.target.type &&
      first.targetId === (spec.target.id ?? null) &&
      first.command === spec.subject &&
      isDeepStrictEqual(first.commandPayload, JSON.parse(JSON.stringify(payload)));
    if (!same) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different admin action');
    if (first.status === 'failed') throw new AppError(isErrorCode(first.errorCode) ? first.errorCode : 'CONFLICT', first.error ?? 'This action was refused');
  }

  /**
   * Sends the command (a second time after a timeout or no responder) and records the outcome if there
   * is one: done, with what the answer tells (the user affected, details of what was done); failed, with
   * the refusal; or, when `changedNothing` says so of the answer to the only send, no entry at all.
   */
  private async send(actionId: string, subject: CommandSubject, payload: CommandRequest<CommandSubject>, changedNothing?: (value: unknown) => boolean): Promise<SendOutcome> {
    const sent = await this.request(subject, payload);
    if (!sent.ok) {
      if (isRefusal(sent.error)) await markActionFailed(this.prisma, actionId, { code: sent.error.code, message: sent.error.message });
      return sent;
    }
    if (changedNothing && sent.attempts === 1 && changedNothing(sent.value) && (await discardUnchangedAction(this.prisma, actionId))) {
      return { ok: true, value: sent.value, recorded: false };
    }
    await markActionDone(this.prisma, actionId, sent.value, { targetUserId: userAffectedBy(sent.value), details: detailsFromAnswer(sent.value) });
    return { ok: true, value: sent.value, recorded: true };
  }

  /** The bus request, attempted here rather than by the bus so that it is known whether the answer is to a second send. */
  private async request(subject: CommandSubject, payload: CommandRequest<CommandSubject>): Promise<{ ok: true; value: unknown; attempts: number } | { ok: false; error: unknown }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return { ok: true, value: await this.bus.request(subject, payload, { timeoutMs: COMMAND_TIMEOUT_MS }), attempts: attempt };
      } catch (error) {
        const unanswered = error instanceof AppError && (error.code === 'TIMEOUT' || error.code === 'UNAVAILABLE');
        if (!unanswered || attempt >= COMMAND_ATTEMPTS) return { ok: false, error };
        await new Promise((resolve) => setTimeout(resolve, REATTEMPT_PAUSE_MS));
      }
    }
  }
}
