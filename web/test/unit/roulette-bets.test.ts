import { describe, expect, it } from 'vitest';
import { betsReducer, EMPTY_BETS, totalOf, type BetsAction, type BetsState } from '../../src/features/games/components/roulette/roulette-bets';

const run = (...actions: BetsAction[]): BetsState => actions.reduce(betsReducer, EMPTY_BETS);
const board = (state: BetsState) => Object.fromEntries(state.bets);

describe('roulette chips on the board', () => {
  it('stacks chips placed on the same spot into one amount', () => {
    const state = run({ kind: 'place', key: 'red', amount: 10 }, { kind: 'place', key: 'red', amount: 5 }, { kind: 'place', key: 'split-1-2', amount: 1 });
    expect(board(state)).toEqual({ red: 15, 'split-1-2': 1 });
    expect(totalOf(state.bets)).toBe(16);
  });

  it('undoes the last chip only', () => {
    const state = run({ kind: 'place', key: 'red', amount: 10 }, { kind: 'place', key: 'red', amount: 5 }, { kind: 'undo' });
    expect(board(state)).toEqual({ red: 10 });
  });

  it('doubles every stack, and one undo takes the whole doubling back', () => {
    const doubled = run({ kind: 'place', key: 'red', amount: 10 }, { kind: 'place', key: 'corner-1-2-4-5', amount: 5 }, { kind: 'double' });
    expect(board(doubled)).toEqual({ red: 20, 'corner-1-2-4-5': 10 });
    expect(board(betsReducer(doubled, { kind: 'undo' }))).toEqual({ red: 10, 'corner-1-2-4-5': 5 });
  });

  it('clears the board, and undo brings the chips back', () => {
    const cleared = run({ kind: 'place', key: 'street-1', amount: 25 }, { kind: 'clear' });
    expect(cleared.bets.size).toBe(0);
    expect(board(betsReducer(cleared, { kind: 'undo' }))).toEqual({ 'street-1': 25 });
  });

  it('restores the previous spin as one undoable action', () => {
    const previous = new Map([['line-1-4', 5]]);
    const restored = run({ kind: 'place', key: 'red', amount: 1 }, { kind: 'restore', bets: previous });
    expect(board(restored)).toEqual({ 'line-1-4': 5 });
    expect(board(betsReducer(restored, { kind: 'undo' }))).toEqual({ red: 1 });
  });

  it('leaves nothing to undo after a spin resets the board', () => {
    const reset = run({ kind: 'place', key: 'red', amount: 10 }, { kind: 'reset' });
    expect(reset.bets.size).toBe(0);
    expect(betsReducer(reset, { kind: 'undo' })).toBe(reset);
  });
});
