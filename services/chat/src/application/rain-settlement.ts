import type { Bus } from '@app/platform';
import type { Logger } from 'pino';
import { insertChatLine } from '../db/chat-messages.js';
import type { ChatDatabase } from '../db/client.js';
import {
  abandonedSettlementIds,
  claimSettlement,
  closeRain,
  finishRain,
  markSharePaid,
  overdueOpenRainIds,
  releaseSettlements,
  unpaidParticipants,
  type SettlementClaim,
} from '../db/rains.js';
import { rainShareNotice } from '../domain/notices.js';
import { SYSTEM_USERNAME, rainEndLine, rainShareOperationId, splitPot } from '../domain/rain.js';
import type { Emitter } from '../realtime/emitter.js';
import type { ChatMessages } from './chat-messages.js';
import type { Notifications } from './notifications.js';

/** How long a replica may pay a rain's shares before another may take over (renewed after each batch). */
export const RAIN_SETTLER_LEASE_MS = 10_000;
/** Wallet credits in flight at once for one rain. */
const PAYMENT_CONCURRENCY = 8;
/** Margin after endsAt before the end timer fires, so the database's now() is past endsAt. */
const END_TIMER_MARGIN_MS = 25;

/**
 * Ends rains and pays their shares. The end is a conditional update (one replica wins); the payments
 * run under a lease that any replica takes over once it lapses or is released, each share credited
 * with the wallet key rain:<rainId>:<userId> and then recorded (paidAt) — so an interrupted settlement
 * resumes anywhere, and no share is ever paid twice (the wallet answers a repeated key as a replay).
 */
export class RainSettlement {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  /** Ends started by a timer, awaited on stop so that a rain closed meanwhile has its lease released. */
  private readonly ending = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly db: ChatDatabase,
    private readonly bus: Bus,
    private readonly chat: ChatMessages,
    private readonly notifications: Notifications,
    private readonly emitter: Emitter,
    private readonly logger: Logger,
    private readonly replicaId: string,
    private readonly leaseMs = RAIN_SETTLER_LEASE_MS,
  ) {}

  /** Ends the rain when its window closes (the sweeper covers a replica that stopped before that). */
  scheduleEnd(rainId: string, delayMs: number): void {
    if (this.stopping) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const end = this.endAndSettle(rainId)
        .catch((err) => this.logger.error({ err, rainId }, 'rain end failed; the sweeper will retry'))
        .finally(() => this.ending.delete(end));
      this.ending.add(end);
    }, Math.max(0, delayMs) + END_TIMER_MARGIN_MS);
    this.timers.add(timer);
  }

  async endAndSettle(rainId: string): Promise<void> {
    if (this.stopping) return;
    const closed = await closeRain(this.db, rainId, this.replicaId, this.leaseMs, splitPot);
    if (closed) this.logger.info({ ...closed, remainder: splitPot(closed.amount, closed.participants).remainder }, 'rain closed');
    await this.settle(rainId);
  }

  /** The sweeper's job: close rains nobody closed, resume payments nobody is making. */
  async resumeAbandoned(): Promise<void> {
    for (const rainId of await overdueOpenRainIds(this.db)) await this.endAndSettle(rainId);
    for (const rainId of await abandonedSettlementIds(this.db)) await this.settle(rainId);
  }

  /** Pays what is unpaid of a closed rain, if this replica gets the lease; one run per rain at a time. */
  settle(rainId: string): Promise<void> {
    const inProgress = this.running.get(rainId);
    if (inProgress) return inProgress;
    const run = this.pay(rainId).finally(() => this.running.delete(rainId));
    this.running.set(rainId, run);
    return run;
  }

  private async pay(rainId: string): Promise<void> {
    if (this.stopping) return;
    const claim = await claimSettlement(this.db, rainId, this.replicaId, this.leaseMs);
    if (!claim) return;
    const unpaid = await unpaidParticipants(this.db, rainId);
    let failures = 0;
    for (let i = 0; i < unpaid.length; i += PAYMENT_CONCURRENCY) {
      if (this.stopping) return;
      const batch = unpaid.slice(i, i + PAYMENT_CONCURRENCY);
      const results = await Promise.allSettled(batch.map((p) => this.payShare(rainId, claim, p.userId)));
      for (const [j, r] of results.entries()) {
        if (r.status === 'rejected') {
          failures++;
          this.logger.error({ err: r.reason, rainId, userId: batch[j]?.userId }, 'rain share not paid yet; retried when the lease lapses');
        }
      }
      // Renew the lease; if another replica took over meanwhile (we were too slow), leave it the work.
      if (!(await claimSettlement(this.db, rainId, this.replicaId, this.leaseMs))) return;
    }
    // With failures the lease is kept until it lapses: the retry comes one lease later, from any replica.
    if (failures > 0 || this.stopping) return;
    await this.finish(rainId);
  }

  private async payShare(rainId: string, claim: SettlementClaim, userId: string): Promise<void> {
    if (claim.share > 0) {
      await this.bus.request(
        'wallet.v1.credit',
        { userId, operationId: rainShareOperationId(rainId, userId), amount: claim.share, reason: 'rain', description: 'Chat rain' },
        { timeoutMs: 5000, retries: 2 },
      );
    }
    const notification = await this.db.$transaction(async (tx) => {
      if (!(await markSharePaid(tx, rainId, userId, claim.share))) return null;
      if (claim.share === 0) return null;
      return this.notifications.store(tx, { userId, ...rainShareNotice(claim.share, claim.amount), dedupeKey: rainShareOperationId(rainId, userId) });
    });
    if (notification) this.notifications.push(notification);
  }

  private async finish(rainId: string): Promise<void> {
    const finished = await this.db.$transaction(async (tx) => {
      const rain = await finishRain(tx, rainId);
      if (!rain) return null;
      const line = await insertChatLine(tx, { userId: null, username: SYSTEM_USERNAME, message: rainEndLine(rain.amount, rain.participants, rain.share), type: 'system', isAdmin: false });
      return { rain, line };
    });
    if (!finished) return;
    const { rain, line } = finished;
    this.logger.info({ rainId, participants: rain.participants, share: rain.share }, 'rain settled');
    this.emitter.toEveryone('rain_end', { rainId, amount: rain.amount, participants: rain.participants, share: rain.share });
    this.chat.announce(line);
  }

  /**
   * Starts no new end or batch of payments from now on; a batch in flight finishes. Called before the
   * sweeper is stopped, since the sweeper's tick may be the one paying a rain: waiting for that tick
   * first would pay the whole rain before the replica could stop.
   */
  beginStop(): void {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Lets payments in flight finish their batch, then hands this replica's leases back. */
  async stop(): Promise<void> {
    this.beginStop();
    await Promise.allSettled([...this.ending, ...this.running.values()]);
    await releaseSettlements(this.db, this.replicaId).catch((err) => this.logger.warn({ err }, 'could not release rain leases; they lapse by themselves'));
  }
}
