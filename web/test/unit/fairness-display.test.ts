import { describe, expect, it } from 'vitest';
import { checkRow, displayValue } from '../../src/features/fairness/components/check-display';
import { roundOptionLabel } from '../../src/features/fairness/components/round-option-label';
import { kenoVerifier } from '../../src/features/fairness/verifier/games/keno';
import { minesVerifier } from '../../src/features/fairness/verifier/games/mines';
import { plinkoVerifier } from '../../src/features/fairness/verifier/games/plinko';
import { wheelVerifier } from '../../src/features/fairness/verifier/games/wheel';
import type { Check } from '../../src/features/fairness/verifier/compare';

// floats of 0 draw the first item left each time: mines at positions 0, 1, 2 (the game's tiles 1, 2, 3)
const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('the fairness summaries count as the games do', () => {
  it('names mines tiles from 1, as the game labels them (Tile 1 to Tile 25), with the safe count pluralised', () => {
    const mines = { betAmount: 10, mineCount: 3, houseEdge: 0.03 };
    expect(minesVerifier.compute(zeros(3), { ...mines, revealed: [24] }, {}).summary).toBe('Mines on tiles 1, 2, 3; 1 safe tile at 1.10x');
    expect(minesVerifier.compute(zeros(3), { ...mines, revealed: [23, 24] }, {}).summary).toMatch(/^Mines on tiles 1, 2, 3; 2 safe tiles at /);
    expect(minesVerifier.compute(zeros(3), { ...mines, revealed: [24, 0] }, {}).summary).toBe('Mines on tiles 1, 2, 3; tile 1 was a mine');
    expect(minesVerifier.compute(zeros(1), { ...mines, mineCount: 1, revealed: [] }, {}).summary).toBe('Mine on tile 1; 0 safe tiles at 1.00x');
  });

  it('counts plinko slots and wheel segments from 1, and keno picks with the right plural', () => {
    const plinko = { rows: 8, risk: 'low', houseEdge: 0.03, betAmount: 10 };
    expect(plinkoVerifier.compute(zeros(8), plinko, {}).summary).toBe('Ball landed in slot 1 of 9, counting from the left');
    const segments = [{ label: 'BANKRUPT', multiplier: 0, weight: 1 }, { label: '2x', multiplier: 2, weight: 1 }];
    expect(wheelVerifier.compute([0], { betAmount: 10, houseEdge: 0.05 }, { wheel: segments }).summary).toMatch(/^Segment 1 of 2: /);
    expect(kenoVerifier.compute(zeros(20), { betAmount: 10, selectedNumbers: [1] }, {}).summary).toBe('1 of 1 pick drawn');
    expect(kenoVerifier.compute(zeros(20), { betAmount: 10, selectedNumbers: [1, 80] }, {}).summary).toBe('1 of 2 picks drawn');
  });
});

describe('the verification table shows values, not JSON', () => {
  const field = (name: string, value: unknown): Check => ({ label: name, field: name, computed: value, stored: value, ok: true });

  it('writes cards as rank and suit symbol, strings without quotes, lists with commas, numbers as numbers', () => {
    const cards = [{ rank: 'K', suit: 'clubs', value: 10 }, { rank: '9', suit: 'hearts', value: 9 }, { rank: '10', suit: 'diamonds', value: 10 }, { rank: 'A', suit: 'spades', value: 11 }];
    expect(displayValue(cards)).toBe('K♣ 9♥ 10♦ A♠');
    expect([displayValue('bust'), displayValue('black'), displayValue('0.00')]).toEqual(['bust', 'black', '0.00']);
    expect([displayValue([3, 14, 15]), displayValue(['cherry', 'bell', 'cherry']), displayValue([])]).toEqual(['3, 14, 15', 'cherry, bell, cherry', 'none']);
    expect([displayValue(26), displayValue(1500), displayValue(2.35), displayValue(true), displayValue(null)]).toEqual(['26', '1,500', '2.35', 'yes', 'none']);
  });

  it('writes nested objects as labelled text (blackjack split hands)', () => {
    const hands = [
      { cards: [{ rank: '8', suit: 'clubs', value: 8 }, { rank: 'K', suit: 'hearts', value: 10 }], value: 18, doubled: false, result: 'win' },
      { cards: [{ rank: '8', suit: 'spades', value: 8 }], value: 8, doubled: true, result: null },
    ];
    expect(displayValue(hands)).toBe('cards: 8♣ K♥, value: 18, doubled: no, result: win; cards: 8♠, value: 8, doubled: yes, result: none');
  });

  it('labels each row in words and shows positions from 1 where the game counts from 1', () => {
    expect(checkRow('blackjack', field('playerCards', [{ rank: 'K', suit: 'clubs', value: 10 }]))).toEqual({ label: 'Player cards', computed: 'K♣', stored: 'K♣' });
    expect(checkRow('mines', field('mines', [0, 9, 17]))).toEqual({ label: 'Mine tiles, in the order drawn', computed: '1, 10, 18', stored: '1, 10, 18' });
    expect(checkRow('mines', field('hitTile', null)).computed).toBe('none');
    expect(checkRow('plinko', field('path', [1, 0])).computed).toBe('right, left');
    expect(checkRow('wheel', field('segmentIndex', 0)).computed).toBe('1');
    expect(checkRow('dice', { label: 'Multiplier', computed: '0.00', stored: '0.00', ok: true })).toEqual({ label: 'Multiplier', computed: '0.00', stored: '0.00' });
  });
});

describe('the round picker', () => {
  it("names the game and dates the round as the rest of the app does", () => {
    const createdAt = new Date(2026, 10, 26, 13, 31, 1).toISOString();
    expect(roundOptionLabel({ gameType: 'baccarat', betAmount: 25, multiplier: '0.00', createdAt })).toBe('Baccarat · 25 pts · 0.00x · Nov 26, 2026, 1:31 PM');
  });
});
