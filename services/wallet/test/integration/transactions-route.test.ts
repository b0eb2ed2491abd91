import { describe, expect, it } from 'vitest';
import { ZGetTransactionsResponse, type GetTransactionsResponse } from '@app/contracts';
import { gatewayHeaders } from '@app/platform/testing';
import { newPlayer, walletForSuite } from '../wallet-test-kit.js';

describe('GET /api/user/transactions', () => {
  const t = walletForSuite('distributed');

  const get = (userId: string | null, headers = gatewayHeaders(userId), search = '') =>
    fetch(`${t.wallet.service.url}/api/user/transactions${search}`, { headers });
  const page = async (userId: string, search: string): Promise<GetTransactionsResponse> => {
    const res = await get(userId, gatewayHeaders(userId), search);
    expect(res.status).toBe(200);
    return ZGetTransactionsResponse.parse(await res.json());
  };
  /** the user's whole ledger as the database holds it, newest first */
  const ledgerIds = async (userId: string) =>
    (await t.wallet.sql.query<{ id: string }>(`SELECT "id"::text AS "id" FROM "wallet"."ledger_entries" WHERE "userId" = $1 ORDER BY "seq" DESC`, [userId])).map((r) => r.id);
  const bet = (userId: string, betId: string) => t.infra.bus.request('wallet.v1.bet', { userId, betId, game: 'keno', stake: 1, payout: 2 });

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

  it('pages back with before=<cursor> and limit, newest first, without repeating or skipping an entry while bets keep arriving', async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 10_000);
    for (let i = 0; i < 20; i++) await bet(userId, `old${i}`); // 41 entries with the funding
    const before = await ledgerIds(userId);

    // bets land between every page and while pages are being read
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) await bet(userId, `new${written++}`);
    })();
    const pages: GetTransactionsResponse[] = [];
    let search = '?limit=7';
    for (;;) {
      const next = await page(userId, search);
      pages.push(next);
      if (next.length < 7) break;
      search = `?limit=7&before=${next.at(-1)!.cursor}`;
      await bet(userId, `between${pages.length}`);
    }
    writing = false;
    await writer;

    const listed = pages.flat();
    expect(written).toBeGreaterThan(0);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(new Set(listed.map((e) => e.id)).size).toBe(listed.length);
    // strictly newest first by cursor, and exactly the ledger as it stood below the first entry listed
    const cursors = listed.map((e) => BigInt(e.cursor));
    expect(cursors.every((c, i) => i === 0 || c < cursors[i - 1]!)).toBe(true);
    const all = await ledgerIds(userId);
    expect(listed.map((e) => e.id)).toEqual(all.slice(all.indexOf(listed[0]!.id)));
    expect(listed.map((e) => e.id).slice(-before.length)).toEqual(before);
    expect(listed.at(-1)).toMatchObject({ type: 'admin_adjustment', amount: 10_000 });
    // what arrived meanwhile is on a fresh first page, above everything paged through
    const fresh = await page(userId, '?limit=100');
    expect(fresh).toHaveLength(Math.min(100, all.length));
    expect(fresh[0]!.id).toBe(all[0]);
  });

  it('keeps the win above the stake of the same bet across a page boundary', async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 100);
    await bet(userId, 'b1');
    const [win] = await page(userId, '?limit=1');
    expect(win).toMatchObject({ type: 'game_win', amount: 2 });
    expect(await page(userId, `?limit=1&before=${win!.cursor}`)).toMatchObject([{ type: 'game_stake', amount: -1 }]);
    expect(await page(userId, `?before=${win!.cursor}`)).toMatchObject([{ type: 'game_stake' }, { type: 'admin_adjustment' }]);
  });

  it("never lists another player's entries, whatever cursor is given", async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 0);
    const other = await newPlayer(t.infra, t.wallet.sql, 50);
    await bet(other, 'theirs');
    expect(await page(userId, '?before=999999999999')).toEqual([]);
  });

  it.each([
    ['limit', '?limit=0'],
    ['limit', '?limit=101'],
    ['limit', '?limit=abc'],
    ['limit', '?limit=2.5'],
    ['limit', '?limit='],
    ['limit', '?limit=5&limit=6'],
    ['before', '?before=abc'],
    ['before', '?before=-5'],
    ['before', '?before=0'],
    ['before', '?before=1e3'],
    ['before', '?before=99999999999999999999999'],
    ['before', '?before=7&before=8'],
  ])('answers 400 naming %s to %s', async (field, search) => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 0);
    const res = await get(userId, gatewayHeaders(userId), search);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; field: string; message: string };
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(body.message).toContain(field);
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
