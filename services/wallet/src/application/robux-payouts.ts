import { randomUUID } from 'node:crypto';
import type { WithdrawalStatus } from '@app/contracts';
import type { SettingsView } from '@app/platform';
import { z } from 'zod';
import { paymentReferenceFor, type PayoutFailure } from '../domain/robux-purchase.js';
import { statusesLeadingTo } from '../domain/withdrawal-rules.js';
import { takeLease, releaseLease, renewLease } from '../db/payout-lease.js';
import { inTransaction } from '../db/transaction.js';
import {
  accountDebt,
  countPurchaseAttempt,
  findWithdrawal,
  handToAdmins,
  lockAccountFunds,
  lockWithdrawal,
  unfinishedAutomaticWithdrawals,
  type StatusChange,
  type WithdrawalRow,
} from '../db/withdrawals.js';
import { RobloxApi, robloxHosts } from '../providers/roblox-api.js';
import { runPurchase, type RunVerdict } from './robux-purchase-run.js';
import { moveWithdrawal } from './withdrawal-transition.js';
import type { WalletContext } from '../context.js';

export interface PayoutAccount {
  cookie: string;
  robloxUserId: string;
}

/** The Roblox account that buys gamepasses, when an admin configured one (settings roblox_payout_cookie and _user_id). */
export function payoutAccountOf(settings: SettingsView): PayoutAccount | null {
  const cookie = settings.get('roblox_payout_cookie');
  const robloxUserId = settings.get('roblox_payout_user_id');
  return cookie && robloxUserId ? { cookie, robloxUserId } : null;
}

export interface PayoutResult {
  /** the withdrawal as it stands after this run (null: no such withdrawal) */
  row: WithdrawalRow | null;
  /** why it failed, when this run failed it */
  failure: PayoutFailure | null;
}

const ZRobuxDetails = z.object({ username: z.string(), gamepassId: z.string() });

const UNFINISHED: readonly WithdrawalStatus[] = ['pending', 'approved'];
const LEASE_POLL_MS = 100;
const SWEEP_BATCH = 20;

/**
 * Automatic Robux payouts (design section 4). A withdrawal created while a payout account is configured
 * is `automatic`: it is claimed (pending → approved), its gamepass bought (runPurchase), and it ends
 * completed, or failed with its points returned. One purchase at a time per payout account (a lease
 * row shared by every replica). A run that cannot know the outcome leaves the withdrawal approved; the
 * sweep comes back to it and reconciles by ownership before anything else. Nothing is claimed or bought
 * for a player who owes points from a reversed offer (debt blocks withdrawals, design section 4): the
 * withdrawal waits, left out of the sweep until the balance covers the debt.
 */
export class RobuxPayouts {
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private api: { cookie: string; api: RobloxApi } | null = null;

  constructor(private readonly ctx: WalletContext) {}

  isConfigured(): boolean {
    return payoutAccountOf(this.ctx.settings) !== null;
  }

  /** Pays the withdrawal if it is automatic and unfinished; waits up to payoutWaitMs for the payout account unless `wait` is false. */
  process(withdrawalId: string, options: { wait?: boolean } = {}): Promise<PayoutResult> {
    const run = this.processNow(withdrawalId, options.wait ?? true);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run)).catch(() => undefined);
    return run;
  }

  /** Runs process() without waiting for it (after an admin approved an automatic withdrawal). */
  processLater(withdrawalId: string): void {
    this.process(withdrawalId, { wait: true }).catch((err) => this.ctx.logger.error({ err, withdrawalId }, 'Robux payout failed unexpectedly'));
  }

  start(): void {
    const every = this.ctx.config.payoutSweepIntervalMs;
    if (every <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.sweep(), every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks again at automatic withdrawals left unfinished (a crash, a lost answer, a busy account). */
  async sweep(idleMs = 5_000): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const id of await unfinishedAutomaticWithdrawals(this.ctx.prisma, idleMs, SWEEP_BATCH)) await this.process(id, { wait: false });
    } catch (err) {
      this.ctx.logger.warn({ err }, 'Robux payout sweep failed; will retry');
    } finally {
      this.sweeping = false;
    }
  }

  private async processNow(withdrawalId: string, wait: boolean): Promise<PayoutResult> {
    const { prisma } = this.ctx;
    const account = payoutAccountOf(this.ctx.settings);
    if (!account) {
      // the account was removed: an unclaimed withdrawal goes to the admins; a claimed one waits for it to return
      await handToAdmins(prisma, withdrawalId);
      return { row: await findWithdrawal(prisma, withdrawalId), failure: null };
    }
    const holder = randomUUID();
    if (!(await this.takeAccount(account, holder, wait))) return { row: await findWithdrawal(prisma, withdrawalId), failure: null };
    try {
      return await this.payUnderLease(account, holder, withdrawalId);
    } finally {
      await releaseLease(prisma, account.robloxUserId, holder).catch((err) => this.ctx.logger.warn({ err }, 'payout lease not released; it will expire'));
    }
  }

  private async takeAccount(account: PayoutAccount, holder: string, wait: boolean): Promise<boolean> {
    const until = Date.now() + (wait ? this.ctx.config.payoutWaitMs : 0);
    for (;;) {
      if (await takeLease(this.ctx.prisma, account.robloxUserId, holder, this.ctx.config.payoutLeaseMs)) return true;
      if (Date.now() >= until) return false;
      await new Promise((r) => setTimeout(r, LEASE_POLL_MS));
    }
  }

  private async payUnderLease(account: PayoutAccount, holder: string, withdrawalId: string): Promise<PayoutResult> {
    const { prisma, config } = this.ctx;
    let row = await findWithdrawal(prisma, withdrawalId);
    if (!row || row.payoutMode !== 'automatic' || !UNFINISHED.includes(row.status)) return { row, failure: null };
    if (row.status === 'pending') {
      const claim = await this.claim(row.id);
      if (claim.debt > 0) return this.held(claim.row, claim.debt);
      row = claim.row;
    }
    if (row.status !== 'approved') return { row, failure: null };
    // a reversal since the claim (or the admin's approval) may have left the player owing points
    const debt = await accountDebt(prisma, row.userId);
    if (debt > 0) return this.held(row, debt);
    const userId = row.userId;

    const details = ZRobuxDetails.safeParse(row.details);
    const verdict: RunVerdict = details.success
      ? await runPurchase({
          api: this.apiFor(account),
          payoutUserId: account.robloxUserId,
          gamepassId: details.data.gamepassId,
          username: details.data.username,
          amount: row.amount,
          attemptsSoFar: row.purchaseAttempts,
          beforePurchase: async () => {
            // the last look before points leave as Robux (a reversal may have come while Roblox was read)
            const owed = await accountDebt(prisma, userId);
            if (owed > 0) return { kind: 'held', reason: `the player owes ${owed} points from a reversed offer` };
            if (!(await renewLease(prisma, account.robloxUserId, holder, config.payoutLeaseMs))) return { kind: 'unknown', reason: 'the payout account lease was lost' };
            await countPurchaseAttempt(prisma, withdrawalId);
            return null;
          },
        })
      : { kind: 'failed', failure: { cause: 'gamepass', message: 'The withdrawal has no gamepass details' } };

    switch (verdict.kind) {
      case 'completed':
        return { row: await this.transition(row.id, 'completed', { paymentReference: paymentReferenceFor(details.data!.gamepassId), processed: true }), failure: null };
      case 'failed':
        this.ctx.logger.warn({ withdrawalId, failure: verdict.failure }, 'Robux payout failed; points returned');
        return { row: await this.transition(row.id, 'failed', { errorMessage: verdict.failure.message, processed: true }), failure: verdict.failure };
      case 'unknown':
        this.ctx.logger.warn({ withdrawalId, reason: verdict.reason }, 'Robux payout outcome unknown; it will be reconciled');
        return { row: await findWithdrawal(prisma, withdrawalId), failure: null };
      case 'held':
        this.ctx.logger.warn({ withdrawalId, userId, reason: verdict.reason }, 'Robux payout held: nothing bought; it waits');
        return { row: await findWithdrawal(prisma, withdrawalId), failure: null };
    }
  }

  /** Nothing bought: the player owes points from a reversed offer, so the withdrawal waits (the sweep leaves it out until covered). */
  private held(row: WithdrawalRow, debt: number): PayoutResult {
    this.ctx.logger.warn({ withdrawalId: row.id, userId: row.userId, status: row.status, debt }, 'Robux payout waits: the player owes points from a reversed offer');
    return { row, failure: null };
  }

  /**
   * pending → approved by the payout (its own transaction), unless an admin decided it meanwhile or the
   * player owes points from a reversed offer: checked with the account row locked after the withdrawal's
   * (the order of every withdrawal move), so a reversal committing meanwhile is seen or comes after.
   */
  private async claim(id: string): Promise<{ row: WithdrawalRow; debt: number }> {
    const claimed = await inTransaction(this.ctx.prisma, async (tx) => {
      const locked = await lockWithdrawal(tx, id);
      if (!locked) throw new Error(`withdrawal ${id} disappeared`);
      if (!statusesLeadingTo('approved').includes(locked.status)) return { row: locked, debt: 0 };
      const debt = (await lockAccountFunds(tx, locked.userId))?.debt ?? 0;
      if (debt > 0) return { row: locked, debt };
      return { row: await moveWithdrawal(tx, this.ctx.outbox, locked, 'approved', { processed: false }), debt: 0 };
    });
    if (claimed.row.status === 'approved' && claimed.debt === 0) this.ctx.outbox.wake();
    return claimed;
  }

  /** One state change in its own transaction (with the refund and event); the current row if it already moved on. */
  private async transition(id: string, to: WithdrawalStatus, change: StatusChange): Promise<WithdrawalRow> {
    const moved = await inTransaction(this.ctx.prisma, async (tx) => {
      const locked = await lockWithdrawal(tx, id);
      if (!locked) throw new Error(`withdrawal ${id} disappeared`);
      // an admin may have decided it meanwhile (approved or rejected a pending one): that decision stands
      if (!statusesLeadingTo(to).includes(locked.status)) return locked;
      return moveWithdrawal(tx, this.ctx.outbox, locked, to, change);
    });
    this.ctx.outbox.wake();
    return moved;
  }

  /** One client per cookie, so the CSRF token Roblox hands out is reused across purchases. */
  private apiFor(account: PayoutAccount): RobloxApi {
    if (this.api?.cookie !== account.cookie) {
      const api = new RobloxApi({ hosts: robloxHosts(this.ctx.config.robloxApiBaseUrl), cookie: account.cookie, timeoutMs: this.ctx.config.robloxTimeoutMs });
      this.api = { cookie: account.cookie, api };
    }
    return this.api.api;
  }
}
