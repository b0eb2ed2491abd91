import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinesRound } from '@app/contracts';
import { startHarness, type Harness } from './support/harness.js';
import { minesRoundWithOneSafeTile } from './support/play.js';

/** The games_* samples of the service's /metrics, by series ('games_rounds_settled_total{game="dice",outcome="win"}'). */
async function scrape(h: Harness): Promise<{ text: string; value: (series: string) => number }> {
  const text = await (await fetch(`${h.url}/metrics`)).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('games_')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { text, value: (series) => samples.get(series) ?? 0 };
}

const settled = (game: string, outcome: string) => `games_rounds_settled_total{game="${game}",outcome="${outcome}"}`;

/**
 * Bets by game and outcome on /metrics: every settled round counted once, where its settlement is known to
 * be new. A wallet stand-in, because the last test needs a wallet that stops answering on demand.
 */
describe('the settled-round metrics', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ fakeWallet: true, config: { walletTimeoutMs: 150, walletRetries: 1, staleRoundMs: 30_000 } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('counts each settled round by game and outcome (win, loss, push as the feed tells them), with the points staked and paid', async () => {
    const user = await h.player(100_000);
    const before = await scrape(h);
    // dice pays 1.9x and rounds down: a won 1-point bet pays its 1 point back, a push
    const rounds: { stake: number; paid: number }[] = [];
    const outcomeOf = (r: { stake: number; paid: number }) => (r.paid > r.stake ? 'win' : r.paid === r.stake ? 'push' : 'loss');
    const seen = () => new Set(rounds.map(outcomeOf));
    for (let i = 0; i < 80 && seen().size < 3; i++) {
      const stake = i % 2 === 0 ? 10 : 1;
      const answer = await h.call<{ winAmount: number }>('POST', '/api/games/dice', user, { betAmount: stake, prediction: 'over' });
      expect(answer.status).toBe(200);
      rounds.push({ stake, paid: answer.body.winAmount });
    }
    expect(seen()).toEqual(new Set(['win', 'loss', 'push']));

    const after = await scrape(h);
    for (const outcome of ['win', 'loss', 'push'])
      expect(after.value(settled('dice', outcome)) - before.value(settled('dice', outcome)), outcome).toBe(rounds.filter((r) => outcomeOf(r) === outcome).length);
    const wagered = 'games_points_wagered_total{game="dice"}';
    const paid = 'games_points_paid_total{game="dice"}';
    expect(after.value(wagered) - before.value(wagered)).toBe(rounds.reduce((sum, r) => sum + r.stake, 0));
    expect(after.value(paid) - before.value(paid)).toBe(rounds.reduce((sum, r) => sum + r.paid, 0));
    // labels name games and outcomes only, never a player
    expect(after.text).not.toContain(user);
  });

  it('counts a round the timer finishes once, even when two timers (two replicas) finish it at the same time', async () => {
    const user = await h.player(10_000);
    const mines = await minesRoundWithOneSafeTile(h, user, 100);
    const wallet = h.fakeWallet!;
    wallet.mode = 'hang';
    // the wallet never answers: a dice bet stays pending, a mines cash-out stays settling
    expect((await h.call('POST', '/api/games/dice', user, { betAmount: 10, prediction: 'over' })).status).toBe(503);
    expect((await h.call<MinesRound>('POST', '/api/games/mines/cashout', user, {})).body).toMatchObject({ status: 'cashed_out', balance: null });
    wallet.mode = 'normal';

    const before = await scrape(h);
    h.clock.advance(60_000);
    await Promise.all([h.games.timer.runOnce(), h.games.timer.runOnce()]);
    const after = await scrape(h);
    const counted = (game: string) => ['win', 'loss', 'push'].reduce((sum, o) => sum + after.value(settled(game, o)) - before.value(settled(game, o)), 0);
    expect(counted('dice')).toBe(1);
    expect(counted('mines')).toBe(1);
    expect(after.value(settled('mines', 'win')) - before.value(settled('mines', 'win'))).toBe(1);
    const [row] = await h.sql<{ status: string }>('SELECT status FROM games.rounds WHERE id = $1', [mines.roundId]);
    expect(row!.status).toBe('settled');

    h.clock.advance(60_000);
    await h.games.timer.runOnce();
    expect((await scrape(h)).value('games_points_wagered_total{game="mines"}')).toBe(after.value('games_points_wagered_total{game="mines"}'));
  });
});
