import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_HISTORY_MAX_LIMIT, type GameResult, type GetGameHistorySummaryResponse } from '@app/contracts';
import { startHarness, type Harness } from './support/harness.js';

// A player with more rounds than one page: the history pages through all of them, newest first, and its
// totals count every round the filters keep, not only the rows a page shows.
describe('the game history page by page, and its totals over every round', () => {
  const GAME_HISTORY_PAGE_SIZE = 50;
  let h: Harness;
  let player: string;
  /** what the player played, as the server answered each round */
  const played: { id: string; game: 'dice' | 'keno'; stake: number; payout: number }[] = [];

  beforeAll(async () => {
    h = await startHarness();
    player = await h.player(100_000, 'many_rounds');
    for (let i = 0; i < 2 * GAME_HISTORY_PAGE_SIZE + 10; i++) {
      const keno = i % 4 === 0;
      const stake = 1 + (i % 7);
      const answer = keno
        ? await h.call<{ roundId: string; winnings: number }>('POST', '/api/games/keno', player, { betAmount: stake, selectedNumbers: [3, 30, 60] })
        : await h.call<{ roundId: string; winAmount: number }>('POST', '/api/games/dice', player, { betAmount: stake, prediction: 'over' });
      expect(answer.status).toBe(200);
      const body = answer.body as { roundId: string; winnings?: number; winAmount?: number };
      played.push({ id: body.roundId, game: keno ? 'keno' : 'dice', stake, payout: body.winnings ?? body.winAmount ?? 0 });
    }
    // Rounds settled in the same millisecond must neither repeat nor go missing between two pages: give a
    // run of them, across the first page's end, one time.
    const run = played.slice(-GAME_HISTORY_PAGE_SIZE - 5, -GAME_HISTORY_PAGE_SIZE + 5).map((r) => r.id);
    const tied = await h.sql(`UPDATE "games"."rounds" SET "createdAt" = (SELECT "createdAt" FROM "games"."rounds" WHERE "id" = $2::uuid) WHERE "id" = ANY($1::uuid[]) RETURNING "id"`, [run, run[5]]);
    expect(tied).toHaveLength(10);
  });
  afterAll(async () => {
    await h?.close();
  });

  const page = async (query: string) => {
    const answer = await h.call<GameResult[]>('GET', `/api/games/history${query}`, player);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  async function allPages(filters: string): Promise<GameResult[]> {
    const rows: GameResult[] = [];
    for (let pages = 0; pages < 10; pages++) {
      const next = await page(`?limit=${GAME_HISTORY_PAGE_SIZE}&${filters}${rows.length ? `&before=${rows.at(-1)!.id}` : ''}`);
      expect(next.length).toBeLessThanOrEqual(GAME_HISTORY_PAGE_SIZE);
      rows.push(...next);
      if (next.length < GAME_HISTORY_PAGE_SIZE) return rows;
    }
    throw new Error('the history never ended');
  }

  it('answers one page at a time, and `before` the oldest row shown continues with the next, each round once', async () => {
    // without a limit (the spec's client), up to GAME_HISTORY_MAX_LIMIT at once
    expect(played.length).toBeLessThan(GAME_HISTORY_MAX_LIMIT);
    expect(await page('')).toHaveLength(played.length);
    expect(await page(`?limit=${GAME_HISTORY_PAGE_SIZE}`)).toHaveLength(GAME_HISTORY_PAGE_SIZE);
    const rows = await allPages('');
    expect(rows).toHaveLength(played.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(played.length);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(played.map((r) => r.id)));
    // newest first, and among rounds of the same time, by id
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
  });

  it('applies the game, the period and the search to every page', async () => {
    const keno = await allPages('game=keno&period=today');
    expect(keno.map((r) => r.id).sort()).toEqual(played.filter((r) => r.game === 'keno').map((r) => r.id).sort());
    const searched = await allPages(`search=${encodeURIComponent(' ICE ')}`);
    expect(searched.map((r) => r.id).sort()).toEqual(played.filter((r) => r.game === 'dice').map((r) => r.id).sort());
    expect(await page('?search=poker')).toEqual([]);
    expect(await page('?game=keno&search=dice')).toEqual([]);
  });

  it('sums every round the filters keep in the summary, wins, pushes and losses as the rows say them', async () => {
    const expected = (rounds: typeof played): GetGameHistorySummaryResponse => {
      const totalWagered = rounds.reduce((s, r) => s + r.stake, 0);
      const totalWon = rounds.reduce((s, r) => s + r.payout, 0);
      const wins = rounds.filter((r) => r.payout > r.stake).length;
      const pushes = rounds.filter((r) => r.payout === r.stake).length;
      return { totalGames: rounds.length, wins, pushes, losses: rounds.length - wins - pushes, totalWagered, totalWon, netProfit: totalWon - totalWagered };
    };
    const summary = async (query: string) => (await h.call<GetGameHistorySummaryResponse>('GET', `/api/games/history/summary${query}`, player)).body;
    expect(await summary('')).toEqual(expected(played));
    expect((await summary('')).totalGames).toBeGreaterThan(GAME_HISTORY_PAGE_SIZE);
    expect(await summary('?game=dice')).toEqual(expected(played.filter((r) => r.game === 'dice')));
    expect(await summary('?search=en&period=week')).toEqual(expected(played.filter((r) => r.game === 'keno')));
    expect(await summary('?search=poker')).toEqual(expected([]));
  });

  it('refuses a cursor that is not a round of this player, a search too long and a limit too large, with a 400 naming the field', async () => {
    const stranger = await h.player(100, 'someone_else');
    const theirs = await h.call<{ roundId: string }>('POST', '/api/games/dice', stranger, { betAmount: 1, prediction: 'over' });
    const foreign = await h.call<{ message: string }>('GET', `/api/games/history?before=${theirs.body.roundId}`, player);
    expect(foreign).toMatchObject({ status: 400, body: { message: 'before: no such round in your history' } });
    const malformed = await h.call<{ message: string }>('GET', '/api/games/history?before=12', player);
    expect(malformed).toMatchObject({ status: 400, body: { message: 'before must be the id of a round in your history' } });
    const long = await h.call<{ message: string }>('GET', `/api/games/history/summary?search=${'x'.repeat(51)}`, player);
    expect(long).toMatchObject({ status: 400, body: { message: 'search must be at most 50 characters' } });
    const many = await h.call<{ message: string }>('GET', `/api/games/history?limit=${GAME_HISTORY_MAX_LIMIT + 1}`, player);
    expect(many).toMatchObject({ status: 400, body: { message: `limit must be a whole number from 1 to ${GAME_HISTORY_MAX_LIMIT}` } });
  });
});
