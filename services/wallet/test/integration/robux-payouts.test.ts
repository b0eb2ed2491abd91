import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestInfrastructure } from '@app/platform/testing';
import { gamepassPriceFor } from '../../src/domain/withdrawal-rules.js';
import { startFakeRoblox, type FakeRoblox } from '../fakes/roblox-fake.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import {
  enableOfferPostbacks,
  eventually,
  fakeAuth,
  newPlayer,
  offerPostback,
  putSetting,
  startWallet,
  testWalletConfig,
  walletClient,
  walletInfrastructure,
  type FakeAuth,
  type RunningWallet,
} from '../wallet-test-kit.js';

const COOKIE = '_|WARNING:-DO-NOT-SHARE-THIS.--fake-payout-cookie';
const PAYOUT_USER = '999000';
const SELLER_ID = 4242;

describe('automatic Robux payouts against a fake Roblox API', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;
  let auth: FakeAuth;
  let roblox: FakeRoblox;
  let api: ReturnType<typeof walletClient>;
  let nextGamepass = 5000;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    auth = fakeAuth(infra.bus);
    roblox = await startFakeRoblox({ cookie: COOKIE, payoutUserId: PAYOUT_USER });
    wallet = await startWallet(infra, { config: testWalletConfig({ robloxApiBaseUrl: roblox.url, robloxTimeoutMs: 500 }) });
    api = walletClient(wallet.service.url);
    await putSetting(infra, 'roblox_payout_cookie', COOKIE);
    await putSetting(infra, 'roblox_payout_user_id', PAYOUT_USER);
    await enableOfferPostbacks(infra);
  });

  afterAll(async () => {
    await wallet?.close();
    await roblox?.close();
    await infra?.cleanup();
  });

  beforeEach(() => {
    roblox.dropPurchaseReplies = 0;
    roblox.failPurchases = 0;
    roblox.inventoryDown = false;
    roblox.inventoryDownOnPurchase = false;
    roblox.purchaseDelayMs = 0;
    roblox.robux = 1_000_000;
  });

  /** A verified player and the gamepass they created for `amount` (priced right unless told otherwise). */
  async function playerWithGamepass(amount: number, pass: Partial<{ price: number | null; isForSale: boolean; creatorName: string }> = {}) {
    const userId = await newPlayer(infra, wallet.sql, 10_000);
    auth.add(userId);
    const gamepassId = String(nextGamepass++);
    roblox.gamepasses.set(gamepassId, { productId: Number(gamepassId) * 10, price: gamepassPriceFor(amount), isForSale: true, creatorId: SELLER_ID, creatorName: 'Builder_1', ...pass });
    return { userId, gamepassId };
  }

  const withdraw = (userId: string, amount: number, gamepassId: string) =>
    api.post('/api/automated-withdrawal/request', userId, { type: 'robux', amount, usdValue: String(amount), details: { username: 'builder_1', gamepassId } });
  const balance = async (userId: string) => (await infra.bus.request('wallet.v1.account.get', { userId })).points;
  const purchasesOf = (gamepassId: string) => roblox.purchases.filter((p) => p.productId === Number(gamepassId) * 10);
  const statusEvents = async (withdrawalId: string) =>
    (
      await wallet.sql.query<{ status: string }>(
        `SELECT "data"->>'status' AS "status" FROM "wallet"."outbox_written" WHERE "type" = 'wallet.withdrawal.updated' AND "data"->>'withdrawalId' = $1 ORDER BY "seq"`,
        [withdrawalId],
      )
    ).map((r) => r.status);
  const history = async (userId: string) => (await api.get('/api/automated-withdrawal/history', userId)).body as { id: string; status: string; errorMessage: string | null; paymentReference: string | null }[];

  it('buys the gamepass at the expected price and seller, after the CSRF handshake, and completes the withdrawal', async () => {
    const { userId, gamepassId } = await playerWithGamepass(100);
    const refusalsBefore = roblox.csrfRefusals;
    const res = await withdraw(userId, 100, gamepassId);
    expect(res).toMatchObject({ status: 201, body: { success: true, withdrawal: { status: 'completed', method: 'robux', amount: 100, paymentReference: `GP-${gamepassId}` } } });
    expect(purchasesOf(gamepassId)).toEqual([{ productId: Number(gamepassId) * 10, body: { expectedCurrency: 1, expectedPrice: 143, expectedSellerId: SELLER_ID } }]);
    expect(roblox.csrfRefusals).toBe(refusalsBefore + 1);
    expect(await balance(userId)).toBe(9_900);
    expect(await statusEvents(res.body.withdrawal.id)).toEqual(['pending', 'approved', 'completed']);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('follows a CSRF token that rotates mid-flow, buying once', async () => {
    const { userId, gamepassId } = await playerWithGamepass(50);
    roblox.rotateToken();
    const res = await withdraw(userId, 50, gamepassId);
    expect(res.body.withdrawal).toMatchObject({ status: 'completed' });
    expect(purchasesOf(gamepassId)).toHaveLength(1);
  });

  it.each([
    ['a price that does not pay the amount', { price: 100 }, 400, 'The gamepass must cost exactly 143 Robux (it costs 100)'],
    ['a gamepass off sale', { isForSale: false }, 400, 'The gamepass is not for sale. Put it on sale and try again'],
    ['a gamepass of another seller', { creatorName: 'someone_else' }, 400, 'The gamepass must be created by builder_1'],
  ])('refuses %s, buys nothing and returns the points', async (_name, pass, status, message) => {
    const { userId, gamepassId } = await playerWithGamepass(100, pass);
    const res = await withdraw(userId, 100, gamepassId);
    expect(res).toMatchObject({ status, body: { message: `${message}. Your points were returned.` } });
    expect(purchasesOf(gamepassId)).toEqual([]);
    expect(await balance(userId)).toBe(10_000);
    expect(await history(userId)).toEqual([expect.objectContaining({ status: 'failed', errorMessage: message })]);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('refuses a gamepass the payout account already owns (it proves nothing about this withdrawal)', async () => {
    const { userId, gamepassId } = await playerWithGamepass(100);
    roblox.owned.add(gamepassId);
    const res = await withdraw(userId, 100, gamepassId);
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining('already bought') } });
    expect(purchasesOf(gamepassId)).toEqual([]);
    expect(await balance(userId)).toBe(10_000);
  });

  it('fails with the points returned when the payout account is out of Robux', async () => {
    const { userId, gamepassId } = await playerWithGamepass(100);
    roblox.robux = 10;
    const res = await withdraw(userId, 100, gamepassId);
    expect(res).toMatchObject({ status: 502, body: { code: 'BAD_GATEWAY', message: 'The payout account does not have enough Robux right now. Your points were returned.' } });
    expect(await balance(userId)).toBe(10_000);
    const [failed] = await history(userId);
    expect(await statusEvents(failed!.id)).toEqual(['pending', 'approved', 'failed']);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('completes without a second purchase when the purchase went through but its answer never came', async () => {
    const { userId, gamepassId } = await playerWithGamepass(70);
    roblox.dropPurchaseReplies = 1;
    const res = await withdraw(userId, 70, gamepassId);
    expect(res.body.withdrawal).toMatchObject({ status: 'completed' });
    expect(purchasesOf(gamepassId)).toHaveLength(1);
    expect(await balance(userId)).toBe(9_930);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('leaves an unknown outcome for the sweep, which reconciles by ownership before retrying, and buys once', async () => {
    const { userId, gamepassId } = await playerWithGamepass(70);
    roblox.failPurchases = 1;
    roblox.inventoryDownOnPurchase = true;
    const res = await withdraw(userId, 70, gamepassId);
    // the purchase answered 500 and the inventory cannot say whether it went through
    expect(res).toMatchObject({ status: 201, body: { withdrawal: { status: 'approved' }, message: 'Your Robux withdrawal is being processed' } });
    expect(await balance(userId)).toBe(9_930);

    roblox.inventoryDown = false;
    await wallet.wallet.payouts.sweep(0);
    expect(await history(userId)).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(purchasesOf(gamepassId)).toHaveLength(1);

    // and when the lost purchase HAD gone through, the sweep only reconciles
    const other = await playerWithGamepass(70);
    roblox.dropPurchaseReplies = 1;
    roblox.inventoryDownOnPurchase = true;
    expect((await withdraw(other.userId, 70, other.gamepassId)).body.withdrawal).toMatchObject({ status: 'approved' });
    roblox.inventoryDown = false;
    await wallet.wallet.payouts.sweep(0);
    expect(await history(other.userId)).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(purchasesOf(other.gamepassId)).toHaveLength(1);
    await expectLedgerInvariant(wallet.sql);
  });

  it('does not let an admin mark paid or failed an automatic withdrawal whose purchase is unresolved; the sweep settles it', async () => {
    const { userId, gamepassId } = await playerWithGamepass(60);
    roblox.failPurchases = 1;
    roblox.inventoryDownOnPurchase = true;
    const res = await withdraw(userId, 60, gamepassId);
    expect(res.body.withdrawal).toMatchObject({ status: 'approved' });
    const adminMove = (status: 'completed' | 'failed') =>
      infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId: res.body.withdrawal.id, status, adminNotes: 'by hand', adminId: 'admin-1', operationId: `${status}-${gamepassId}` });
    await expect(adminMove('completed')).rejects.toMatchObject({ code: 'CONFLICT', message: 'This withdrawal is paid automatically by the Robux payout account and cannot be marked paid by an admin' });
    await expect(adminMove('failed')).rejects.toMatchObject({ code: 'CONFLICT', message: 'This withdrawal is paid automatically by the Robux payout account and cannot be marked failed by an admin' });
    expect(await statusEvents(res.body.withdrawal.id)).toEqual(['pending', 'approved']);

    roblox.inventoryDown = false;
    await wallet.wallet.payouts.sweep(0);
    expect(await history(userId)).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(purchasesOf(gamepassId)).toHaveLength(1);
    expect(await infra.bus.request('wallet.v1.account.get', { userId })).toMatchObject({ points: 9_940, totalWithdrawn: 60 });
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('fails with the points returned when Roblox cannot be read before anything was bought', async () => {
    const { userId, gamepassId } = await playerWithGamepass(100);
    roblox.inventoryDown = true;
    const res = await withdraw(userId, 100, gamepassId);
    expect(res).toMatchObject({ status: 502, body: { message: expect.stringContaining('Your points were returned') } });
    expect(purchasesOf(gamepassId)).toEqual([]);
    expect(await balance(userId)).toBe(10_000);
  });

  it('makes one purchase at a time with the payout account, whoever asks', async () => {
    roblox.purchaseDelayMs = 150;
    const players = await Promise.all(Array.from({ length: 4 }, () => playerWithGamepass(20)));
    const answers = await Promise.all(players.map((p) => withdraw(p.userId, 20, p.gamepassId)));
    expect(answers.map((a) => a.body.withdrawal?.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(roblox.maxConcurrentPurchases).toBe(1);
    for (const p of players) expect(purchasesOf(p.gamepassId)).toHaveLength(1);
  });

  /** A player whose points come from a $10 offer (1,000), with a gamepass for `amount`; `reverse` charges the offer back. */
  async function playerOfAnOffer(amount: number) {
    const userId = await newPlayer(infra, wallet.sql, 0);
    auth.add(userId);
    await offerPostback(api, userId, 'offer-1', '10.00');
    const gamepassId = String(nextGamepass++);
    roblox.gamepasses.set(gamepassId, { productId: Number(gamepassId) * 10, price: gamepassPriceFor(amount), isForSale: true, creatorId: SELLER_ID, creatorName: 'Builder_1' });
    return { userId, gamepassId, reverse: () => offerPostback(api, userId, 'offer-1', '10.00', 'chargeback') };
  }
  const stored = async (withdrawalId: string) =>
    (await wallet.sql.query<{ status: string; purchaseAttempts: number }>(`SELECT "status", "purchaseAttempts" FROM "wallet"."withdrawals" WHERE "id" = $1::uuid`, [withdrawalId]))[0]!;

  it('buys nothing for a withdrawal whose player fell into debt before the payout claimed it; it waits until the debt is covered', async () => {
    const { userId, gamepassId, reverse } = await playerOfAnOffer(100);
    // the payout account is busy, so the request waits for it
    await wallet.sql.query(`INSERT INTO "wallet"."payout_leases" ("account", "holder", "expiresAt") VALUES ($1, 'someone-else', now() + interval '1 minute')`, [PAYOUT_USER]);
    const answer = withdraw(userId, 100, gamepassId);
    const [{ id }] = await eventually(() => wallet.sql.query<{ id: string }>(`SELECT "id"::text AS "id" FROM "wallet"."withdrawals" WHERE "userId" = $1`, [userId]).then((r) => (r.length ? r : null)));
    // meanwhile the offer is charged back: 900 - 1,000
    await reverse();
    expect(await balance(userId)).toBe(-100);
    await wallet.sql.query(`DELETE FROM "wallet"."payout_leases" WHERE "account" = $1 AND "holder" = 'someone-else'`, [PAYOUT_USER]);

    expect(await answer).toMatchObject({ status: 201, body: { withdrawal: { id, status: 'pending' }, message: 'Your Robux withdrawal is being processed' } });
    expect(purchasesOf(gamepassId)).toEqual([]);
    await wallet.wallet.payouts.sweep(0);
    await wallet.wallet.payouts.process(id);
    expect(purchasesOf(gamepassId)).toEqual([]);
    expect(await stored(id)).toEqual({ status: 'pending', purchaseAttempts: 0 });
    expect(await statusEvents(id)).toEqual(['pending']);

    // earnings cover the debt: the sweep pays it
    await offerPostback(api, userId, 'offer-2', '5.00');
    expect(await balance(userId)).toBe(400);
    await wallet.wallet.payouts.sweep(0);
    expect(await history(userId)).toEqual([expect.objectContaining({ id, status: 'completed' })]);
    expect(purchasesOf(gamepassId)).toHaveLength(1);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('buys nothing more for an approved withdrawal whose purchase is unresolved once its player fell into debt', async () => {
    const { userId, gamepassId, reverse } = await playerOfAnOffer(70);
    roblox.failPurchases = 1;
    roblox.inventoryDownOnPurchase = true;
    const res = await withdraw(userId, 70, gamepassId);
    expect(res.body.withdrawal).toMatchObject({ status: 'approved' });
    const id = res.body.withdrawal.id as string;
    roblox.inventoryDown = false;
    await reverse();
    expect(await balance(userId)).toBe(-70);

    // neither the sweep nor a direct run buys it (the failed purchase was not bought: a run would buy it now)
    await wallet.wallet.payouts.sweep(0);
    expect((await wallet.wallet.payouts.process(id)).row).toMatchObject({ status: 'approved' });
    expect(purchasesOf(gamepassId)).toEqual([]);
    expect(await stored(id)).toEqual({ status: 'approved', purchaseAttempts: 1 });

    // once the debt is covered the sweep reconciles (not owned) and buys it
    await offerPostback(api, userId, 'offer-2', '1.00');
    await wallet.wallet.payouts.sweep(0);
    expect(await history(userId)).toEqual([expect.objectContaining({ id, status: 'completed' })]);
    expect(purchasesOf(gamepassId)).toHaveLength(1);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('hands a Robux request to the admins while no payout account is configured', async () => {
    const { userId, gamepassId } = await playerWithGamepass(100);
    await putSetting(infra, 'roblox_payout_cookie', null);
    try {
      const res = await withdraw(userId, 100, gamepassId);
      expect(res.body).toMatchObject({ withdrawal: { status: 'pending' }, message: 'Withdrawal request submitted for admin review' });
      expect(purchasesOf(gamepassId)).toEqual([]);
      await wallet.wallet.payouts.sweep(0);
      expect(purchasesOf(gamepassId)).toEqual([]);
    } finally {
      await putSetting(infra, 'roblox_payout_cookie', COOKIE);
    }
  });
});
