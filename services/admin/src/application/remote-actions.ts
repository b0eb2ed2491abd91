import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { isErrorCode, type CommandRequest, type CommandResponse, type CommandSubject } from '@app/contracts';
import { AppError, type Bus, type Logger } from '@app/platform';
import { isRefusal, unconfirmedMessage, userAffectedBy } from '../domain/admin-actions.js';
import { actionIdForKey } from '../domain/request-key.js';
import type { AdminPrisma } from '../db/client.js';
import type { Prisma } from '../db/generated/client.js';
import { claimDueActions, findAction, insertPendingAction, markActionDone, markActionFailed } from '../db/remote-actions.js';
import type { Actor } from './settings-store.js';

/** Per attempt; one more attempt follows a timeout before the admin is answered. */
const COMMAND_TIMEOUT_MS = 5000;
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
}

/**
 * Admin actions whose effect belongs to another service (design section 3: a timeout is not a failure,
 * retry with the same key). Each is written 'pending' with its command before the command is sent, then
 * marked 'done' or 'failed' from the answer. Without an answer it stays pending, and the retry pass
 * re-sends it with the same idempotency key (the action id) until the owner answers, so the effect
 * happens exactly once however often it is sent.
 */
export class RemoteActions {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly prisma: AdminPrisma,
    private readonly bus: Bus,
    private readonly logger: Logger,
  ) {}

  async run<S extends CommandSubject>(spec: RemoteAction<S>): Promise<{ actionId: string; response: CommandResponse<S> }> {
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
    if (!inserted) await this.replayable(actionId, spec);
    const response = await this.send(actionId, spec.subject, payload);
    if (response.ok) return { actionId, response: response.value as CommandResponse<S> };
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

  startRetrying(intervalMs = RETRY_PASS_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.pass = this.pass.then(() => this.retryDue()).catch((err: unknown) => this.logger.warn({ err }, 'admin action retry pass failed; retrying at the next one'));
    }, intervalMs);
    this.timer.unref();
  }

  async stopRetrying(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  /**
   * A repeated request key: the same action on the same target with the same details goes on as a replay
   * (its command, sent again with the same key, answers with the first result; a refusal is answered as
   * it was, not tried again, so the log never shows a failed action that later took effect). The key
   * reused for anything else is refused.
   */
  private async replayable<S extends CommandSubject>(actionId: string, spec: RemoteAction<S>): Promise<void> {
    const first = await findAction(this.prisma, actionId);
    const same =
      first !== null &&
      first.action === spec.action &&
      first.targetType === spec.target.type &&
      first.targetId === (spec.target.id ?? null) &&
      isDeepStrictEqual(first.details, JSON.parse(JSON.stringify(spec.details)));
    if (!same) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different admin action');
    if (first.status === 'failed') throw new AppError(isErrorCode(first.errorCode) ? first.errorCode : 'CONFLICT', first.error ?? 'This action was refused');
  }

  /** Sends the command once (plus one retry after a timeout) and records the outcome if there is one. */
  private async send(actionId: string, subject: CommandSubject, payload: CommandRequest<CommandSubject>): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
    let outcome: { ok: true; value: unknown } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await this.bus.request(subject, payload, { timeoutMs: COMMAND_TIMEOUT_MS, retries: 1 }) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    if (outcome.ok) await markActionDone(this.prisma, actionId, outcome.value, userAffectedBy(outcome.value));
    else if (isRefusal(outcome.error)) await markActionFailed(this.prisma, actionId, { code: outcome.error.code, message: outcome.error.message });
    return outcome;
  }
}
