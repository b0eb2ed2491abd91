import { describe, expect, it } from 'vitest';
import { baccaratPayout } from '@app/contracts';
import { activityOf, periodStart } from '../../src/domain/history.js';
import { revealTile, minesMultiplier100 } from '../../src/domain/games/mines.js';
import { floorDiv, formatMultiplier, payoutFor, returnBasisPoints } from '../../src/domain/money.js';

describe('money arithmetic', () => {
  it('pays floor(stake × multiplier) in whole points, exactly', () => {
    expect(payoutFor(10, 180)).toBe(18);
    expect(payoutFor(7, 150)).toBe(10);
    expect(payoutFor(999_999_999, 5000)).toBe(49_999_999_950);
    expect(floorDiv(29, 10)).toBe(2);
    expect(floorDiv(2 ** 52 + 1, 1)).toBe(2 ** 52 + 1);
  });

  it('formats multipliers with two decimals and reads edges as basis points', () => {
    expect(formatMultiplier(180)).toBe('1.80');
    expect(formatMultiplier(0)).toBe('0.00');
    expect(returnBasisPoints(0.04)).toBe(9600);
    expect(returnBasisPoints(0.1)).toBe(9000);
  });

  it('pays baccarat bets: player 0.95:1 and banker 0.90:1 (floored), tie 9:1 with player and banker returned', () => {
    expect(baccaratPayout({ player: 10 }, 'player')).toBe(19);
    expect(baccaratPayout({ player: 15 }, 'player')).toBe(29);
    expect(baccaratPayout({ banker: 10 }, 'banker')).toBe(19);
    expect(baccaratPayout({ banker: 15 }, 'banker')).toBe(28);
    expect(baccaratPayout({ player: 10, banker: 10, tie: 10 }, 'tie')).toBe(120);
    expect(baccaratPayout({ tie: 10 }, 'banker')).toBe(0);
  });
});

describe('mines rules', () => {
  const state = { mines: [1, 2, 3], revealed: [5] };
  it('a mine ends the round, a known tile is refused, the last safe tile clears the board', () => {
    expect(revealTile(state, 2)).toEqual({ kind: 'mine', revealed: [5, 2] });
    expect(revealTile(state, 5)).toEqual({ kind: 'already_revealed' });
    expect(revealTile(state, 6)).toEqual({ kind: 'safe', revealed: [5, 6] });
    const allButOne = Array.from({ length: 25 }, (_, i) => i).filter((t) => ![1, 2, 3, 24].includes(t));
    expect(revealTile({ mines: [1, 2, 3], revealed: allButOne }, 24).kind).toBe('cleared');
  });

  it('grows the multiplier with every safe tile and with more mines', () => {
    expect(minesMultiplier100(3, 0, 0.03)).toBe(100);
    expect(minesMultiplier100(3, 1, 0.03)).toBeLessThan(minesMultiplier100(3, 2, 0.03));
    expect(minesMultiplier100(3, 1, 0.03)).toBeLessThan(minesMultiplier100(10, 1, 0.03));
  });
});

describe('history and feed', () => {
  const now = new Date('2026-03-15T10:30:00Z');
  it('reads periods: today from 00:00 UTC, week and month as the last 7 and 30 days, all as no limit', () => {
    expect(periodStart('today', now)?.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(periodStart('week', now)?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(periodStart('month', now)?.toISOString()).toBe('2026-02-13T10:30:00.000Z');
    expect(periodStart('all', now)).toBeNull();
    expect(periodStart(undefined, now)).toBeNull();
  });

  it('shows a natural as blackjack, more back as a win, the stake back as a push, else a loss; amounts net', () => {
    expect(activityOf({ stake: 10, payout: 25, outcome: { result: 'blackjack' } })).toEqual({ type: 'blackjack', amount: 15 });
    expect(activityOf({ stake: 10, payout: 18, outcome: {} })).toEqual({ type: 'win', amount: 8 });
    expect(activityOf({ stake: 10, payout: 10, outcome: { result: 'push' } })).toEqual({ type: 'push', amount: 10 });
    expect(activityOf({ stake: 10, payout: 0, outcome: null })).toEqual({ type: 'loss', amount: 10 });
    // a partial return loses only what did not come back (baccarat 17 staked, 9 back; a 0.5x slot)
    expect(activityOf({ stake: 17, payout: 9, outcome: { winner: 'banker' } })).toEqual({ type: 'loss', amount: 8 });
    expect(activityOf({ stake: 10, payout: 5, outcome: null })).toEqual({ type: 'loss', amount: 5 });
  });
});
