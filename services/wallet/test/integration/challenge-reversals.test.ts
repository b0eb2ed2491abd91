import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDefinition, EventEnvelope } from '@app/contracts';
import { SettingsView } from '@app/platform';
import { createWalletDatabase } from '../../src/db/client.js';
import { earningKey, recordEarning, type ActivityDeps } from '../../src/events/challenge-activity.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { enableOfferPostbacks, eventually, offerPostback, putSetting, registeredEvent, walletWithPlayers } from '../wallet-test-kit.js';

interface Progress {
  progress: number;
  completed: boolean;
  claimed: boolean;
}

describe('a reversed offer takes back its challenge progress, on PostgreSQL + NATS', () => {
  const t = walletWithPlayers();
  let deps: ActivityDeps;

  beforeAll(async () => {
    await enableOfferPostbacks(t.infra);
    // registrations (for the referral case) would otherwise earn a signup bonus, which counts as earnings
    await putSetting(t.infra, 'signup_bonus', '0');
    const { prisma, sql } = createWalletDatabase(t.infra.db!);
    deps = { prisma, sql, settings: await SettingsView.load(t.infra.bus.kv, t.infra.logger) };
  });

  afterAll(async () => {
    deps?.settings.close();
    await deps?.prisma.$disconnect();
  });

  const convert = (userId: string, offerId: string, payout: string) => offerPostback(t.api, userId, offerId, payout);
  const chargeBack = (userId: string, offerId: string, payout: string) => offerPostback(t.api, userId, offerId, payout, 'chargeback');

  /** the stored row of today (raw progress, not capped at the target as the route shows it) */
  async function progressOf(userId: string, challengeId: string): Promise<Progress | null> {
    const rows = await t.wallet.sql.query<Progress>(
      `SELECT "progress", "completed", "claimed" FROM "wallet"."user_challenge_progress"
        WHERE "userId" = $1 AND "challengeId" = $2 AND "date" = (now() AT TIME ZONE 'UTC')::date`,
      [userId, challengeId],
    );
    return rows[0] ?? null;
  }

  /** resolves once the row shows `expected` (the consumer has handled the events so far) */
  async function progressBecomes(userId: string, challengeId: string, expected: Partial<Progress>): Promise<Progress> {
    return eventually(async () => {
      const row = await progressOf(userId, challengeId);
      return row && Object.entries(expected).every(([key, value]) => row[key as keyof Progress] === value) ? row : null;
    });
  }

  /** the wallet.balance.changed event of a ledger movement, as the bus delivered it */
  async function balanceChanged(userId: string, operationId: string): Promise<EventEnvelope<'wallet.balance.changed'>> {
    const [row] = await t.wallet.sql.query<{ id: string; data: EventEnvelope<'wallet.balance.changed'>['data']; occurredAt: Date }>(
      `SELECT "id", "data", "occurredAt" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.balance.changed' AND "data"->>'userId' = $1 AND "data"->>'operationId' = $2`,
      [userId, operationId],
    );
    return { id: row!.id, type: 'wallet.balance.changed', version: 'v1', occurredAt: new Date(row!.occurredAt).toISOString(), data: row!.data };
  }

  const completionId = async (userId: string, offerId: string) =>
    (await t.wallet.sql.query<{ id: string }>(`SELECT "id"::text AS "id" FROM "wallet"."offer_completions" WHERE "userId" = $1 AND "offerId" = $2`, [userId, offerId]))[0]!.id;

  it('takes one offer and its points off the day it was credited; a redelivered reversal takes back once', async () => {
    const userId = await t.player(0);
    await convert(userId, '1', '2.00');
    await convert(userId, '2', '2.00');
    await convert(userId, '3', '1.50');
    await progressBecomes(userId, 'complete_3_offers', { progress: 3, completed: true });
    expect(await progressBecomes(userId, 'earn_500_points', { progress: 550 })).toEqual({ progress: 550, completed: true, claimed: false });

    await chargeBack(userId, '2', '2.00');
    expect(await progressBecomes(userId, 'complete_3_offers', { progress: 2 })).toEqual({ progress: 2, completed: false, claimed: false });
    expect(await progressBecomes(userId, 'earn_500_points', { progress: 350 })).toEqual({ progress: 350, completed: false, claimed: false });
    expect(await t.api.post('/api/daily-challenges/complete_3_offers/claim', userId)).toMatchObject({ status: 400 });

    // the consumer's handler, given the same event again (as a redelivery would), takes nothing more
    const reversal = await balanceChanged(userId, `offer-reversal:${await completionId(userId, '2')}`);
    await recordEarning(deps, reversal);
    await recordEarning(deps, reversal);
    expect(await progressOf(userId, 'complete_3_offers')).toEqual({ progress: 2, completed: false, claimed: false });
    expect(await progressOf(userId, 'earn_500_points')).toEqual({ progress: 350, completed: false, claimed: false });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('leaves a claimed challenge claimed and completed, and still takes the offer off the unclaimed ones', async () => {
    const userId = await t.player(0);
    for (const offerId of ['11', '12', '13']) await convert(userId, offerId, '1.00');
    await progressBecomes(userId, 'complete_3_offers', { progress: 3, completed: true });
    await progressBecomes(userId, 'earn_500_points', { progress: 300 });
    expect(await t.api.post('/api/daily-challenges/complete_3_offers/claim', userId)).toMatchObject({ status: 200, body: { reward: 100 } });

    await chargeBack(userId, '12', '1.00');
    await progressBecomes(userId, 'earn_500_points', { progress: 200 });
    expect(await progressOf(userId, 'complete_3_offers')).toEqual({ progress: 3, completed: true, claimed: true });
    expect(await t.api.post('/api/daily-challenges/complete_3_offers/claim', userId)).toMatchObject({ status: 409 });
    await expectLedgerInvariant(t.wallet.sql, userId);
  });

  it('takes an offer credited on an earlier day off that day, not off the day of its chargeback', async () => {
    const userId = await t.player(0);
    await convert(userId, '41', '1.00');
    await convert(userId, '42', '1.00');
    await progressBecomes(userId, 'complete_3_offers', { progress: 2 });
    // as if both had been credited (and counted) yesterday
    await t.wallet.sql.query(`UPDATE "wallet"."ledger_entries" SET "createdAt" = "createdAt" - interval '1 day' WHERE "userId" = $1 AND "type" = 'offer'`, [userId]);
    await t.wallet.sql.query(`UPDATE "wallet"."user_challenge_progress" SET "date" = "date" - 1 WHERE "userId" = $1`, [userId]);
    await convert(userId, '43', '1.00');
    await progressBecomes(userId, 'complete_3_offers', { progress: 1 });

    await chargeBack(userId, '41', '1.00');
    const yesterday = async (challengeId: string) =>
      (
        await t.wallet.sql.query<{ progress: number }>(
          `SELECT "progress" FROM "wallet"."user_challenge_progress" WHERE "userId" = $1 AND "challengeId" = $2 AND "date" = (now() AT TIME ZONE 'UTC')::date - 1`,
          [userId, challengeId],
        )
      )[0]?.progress;
    await eventually(async () => (await yesterday('complete_3_offers')) === 1);
    expect(await yesterday('earn_500_points')).toBe(100);
    expect(await progressOf(userId, 'complete_3_offers')).toEqual({ progress: 1, completed: false, claimed: false });
    expect(await progressOf(userId, 'earn_500_points')).toEqual({ progress: 100, completed: false, claimed: false });
  });

  it('takes nothing back for a credit whose own event had not been handled yet, and that late event then adds nothing', async () => {
    const userId = await t.player(5);
    await convert(userId, '51', '1.00');
    await convert(userId, '52', '1.00');
    await progressBecomes(userId, 'complete_3_offers', { progress: 2 });
    // as if offer 52's event had not reached the consumer yet (its delivery failed, to be retried): not in
    // the inbox, and not in the progress
    const credit = await balanceChanged(userId, `offer:${await completionId(userId, '52')}`);
    await t.wallet.sql.query(`DELETE FROM "wallet"."inbox" WHERE "consumer" = 'wallet-challenge-earnings' AND "eventId" = $1`, [earningKey(userId, credit.data.operationId)]);
    await t.wallet.sql.query(
      `UPDATE "wallet"."user_challenge_progress" SET "progress" = "progress" - 1 WHERE "userId" = $1 AND "challengeId" = 'complete_3_offers' AND "date" = (now() AT TIME ZONE 'UTC')::date`,
      [userId],
    );

    await chargeBack(userId, '52', '1.00');
    const reversal = await balanceChanged(userId, `offer-reversal:${await completionId(userId, '52')}`);
    await eventually(async () => (await t.wallet.sql.query(`SELECT 1 FROM "wallet"."inbox" WHERE "eventId" = $1`, [earningKey(userId, reversal.data.operationId)])).length === 1);
    // offer 51 still counts: the chargeback did not take offer 52 off progress it was never in
    expect(await progressOf(userId, 'complete_3_offers')).toEqual({ progress: 1, completed: false, claimed: false });
    // and offer 52's event, delivered at last, adds nothing
    await recordEarning(deps, credit);
    expect(await progressOf(userId, 'complete_3_offers')).toEqual({ progress: 1, completed: false, claimed: false });
  });

  describe('when an admin changed the challenges between the credit and its chargeback', () => {
    // the offer is credited while the earnings challenge is off, so its points never count there
    const earnOff: ChallengeDefinition[] = [
      { challengeId: 'offers_2', title: 'Offers', description: 'Complete 2 offers', target: 2, reward: 10, type: 'offers', isActive: true },
      { challengeId: 'earn_300', title: 'Earn', description: 'Earn 300 points', target: 300, reward: 10, type: 'earn', isActive: false },
    ];

    /** a player with offer `offerId` credited while earn_300 was off, then 30 points of rain once it was on */
    async function creditedBeforeTheChange(offerId: string): Promise<string> {
      await putSetting(t.infra, 'daily_challenges', JSON.stringify({ challenges: earnOff }));
      const userId = await t.player(0);
      await convert(userId, offerId, '2.00');
      await progressBecomes(userId, 'offers_2', { progress: 1 });
      await putSetting(t.infra, 'daily_challenges', JSON.stringify({ challenges: earnOff.map((c) => ({ ...c, isActive: true })) }));
      await t.infra.bus.request('wallet.v1.credit', { userId, operationId: `rain-${offerId}`, amount: 30, reason: 'rain' });
      await progressBecomes(userId, 'earn_300', { progress: 30 });
      return userId;
    }

    afterEach(async () => {
      await putSetting(t.infra, 'daily_challenges', null);
    });

    it('takes back what the credit counted for when it was counted, not what the challenges of now would make of it', async () => {
      const userId = await creditedBeforeTheChange('21');
      await chargeBack(userId, '21', '2.00');
      expect(await progressBecomes(userId, 'offers_2', { progress: 0 })).toEqual({ progress: 0, completed: false, claimed: false });
      // the offer's 200 points never counted for earn_300: the rain's 30 stay
      expect(await progressOf(userId, 'earn_300')).toEqual({ progress: 30, completed: false, claimed: false });
    });

    it('goes by the challenges of now for a credit counted before its steps were kept, and never takes progress below 0', async () => {
      const userId = await creditedBeforeTheChange('22');
      // as if counted before wallet migration 0007: no record of what it counted for (here, offers_2 alone)
      const creditKey = earningKey(userId, `offer:${await completionId(userId, '22')}`);
      const kept = await t.wallet.sql.query(`DELETE FROM "wallet"."counted_earnings" WHERE "key" = $1 RETURNING "steps"`, [creditKey]);
      expect(kept).toEqual([{ steps: [{ challengeId: 'offers_2', amount: 1, target: 2 }] }]);
      await chargeBack(userId, '22', '2.00');
      expect(await progressBecomes(userId, 'offers_2', { progress: 0 })).toEqual({ progress: 0, completed: false, claimed: false });
      // 30 - 200, held at 0
      expect(await progressBecomes(userId, 'earn_300', { progress: 0 })).toEqual({ progress: 0, completed: false, claimed: false });
    });
  });

  it("takes the referrer's share and first-offer bonus off the referrer's earnings only, not the referrer's own offers", async () => {
    const register = async (referredBy: string | null) => {
      const event = registeredEvent();
      event.data.referredBy = referredBy;
      await t.infra.bus.publish(event);
      await eventually(async () => (await t.wallet.sql.query(`SELECT 1 FROM "wallet"."players" WHERE "userId" = $1 AND "registeredAt" IS NOT NULL`, [event.data.userId])).length === 1);
      return event.data.userId;
    };
    const referrer = await register(null);
    const friend = await register(referrer);
    await convert(referrer, '31', '1.00');
    await progressBecomes(referrer, 'complete_3_offers', { progress: 1 });

    // offer 32 pays the referrer 500 + 20, offer 33 another 10
    await convert(friend, '32', '2.00');
    await convert(friend, '33', '1.00');
    await progressBecomes(referrer, 'earn_500_points', { progress: 100 + 530, completed: true });
    await progressBecomes(friend, 'complete_3_offers', { progress: 2 });

    // reversing 32 takes its 20 back; its bonus moves to 33, which stands, and stays earned
    await chargeBack(friend, '32', '2.00');
    await progressBecomes(friend, 'earn_500_points', { progress: 100 });
    expect(await progressBecomes(referrer, 'earn_500_points', { progress: 100 + 510 })).toMatchObject({ completed: true });
    // reversing 33 takes its 10 back and the bonus, paid on the day of offer 32
    await chargeBack(friend, '33', '1.00');
    expect(await progressBecomes(friend, 'complete_3_offers', { progress: 0 })).toEqual({ progress: 0, completed: false, claimed: false });
    expect(await progressBecomes(referrer, 'earn_500_points', { progress: 100 })).toEqual({ progress: 100, completed: false, claimed: false });
    expect(await progressOf(referrer, 'complete_3_offers')).toEqual({ progress: 1, completed: false, claimed: false });
    await expectLedgerInvariant(t.wallet.sql, referrer);
    await expectLedgerInvariant(t.wallet.sql, friend);
  });
});
