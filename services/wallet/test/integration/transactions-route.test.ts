import { describe, expect, it } from 'vitest';
import { ZGetTransactionsResponse } from '@app/contracts';
import { gatewayHeaders } from '@app/platform/testing';
import { newPlayer, walletForSuite } from '../wallet-test-kit.js';

describe('GET /api/user/transactions', () => {
  const t = walletForSuite('distributed');

  const get = (userId: string | null, headers = gatewayHeaders(userId)) => fetch(`${t.wallet.service.url}/api/user/transactions`, { headers });

  it("lists the signed-in player's own entries, newest first, with the kind the web colours by", async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 0);
    const other = await newPlayer(t.infra, t.wallet.sql, 500);
    await t.infra.bus.request('wallet.v1.credit', { userId, operationId: 'rain', amount: 100, reason: 'rain' });
    await t.infra.bus.request('wallet.v1.bet', { userId, betId: 'b1', game: 'dice', stake: 10, payout: 18 });
    const res = await get(userId);
    expect(res.status).toBe(200);
    const body = ZGetTransactionsResponse.parse(await res.json());
    expect(body.map(({ type, kind, description, amount, gameType }) => ({ type, kind, description, amount, gameType }))).toEqual([
      { type: 'game_win', kind: 'game_win', description: 'Dice win', amount: 18, gameType: 'dice' },
      { type: 'game_stake', kind: 'spend', description: 'Dice bet', amount: -10, gameType: 'dice' },
      { type: 'rain', kind: 'earn', description: 'Chat rain', amount: 100, gameType: null },
    ]);
    expect(body.every((t) => !Number.isNaN(Date.parse(t.createdAt)))).toBe(true);
    expect((await (await get(other)).json()) as unknown[]).toHaveLength(1);
  });

  it('returns at most the 50 newest entries', async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 1000);
    for (let i = 0; i < 30; i++) await t.infra.bus.request('wallet.v1.bet', { userId, betId: `b${i}`, game: 'keno', stake: 1, payout: 2 });
    const body = ZGetTransactionsResponse.parse(await (await get(userId)).json());
    expect(body).toHaveLength(50);
    expect(body[0]).toMatchObject({ description: 'Keno win' });
    expect(body.some((t) => t.type === 'admin_adjustment')).toBe(false);
  });

  it('answers an empty list to a player without entries', async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 0);
    expect(await (await get(userId)).json()).toEqual([]);
  });

  it('answers 401 to a visitor and to a request that did not come through the gateway', async () => {
    const visitor = await get(null);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await get('someone', {} as Record<string, string>)).status).toBe(401);
  });
});
