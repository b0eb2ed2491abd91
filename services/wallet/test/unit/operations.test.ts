import { describe, expect, it } from 'vitest';
import { planBet } from '../../src/domain/bet.js';
import { planMovement } from '../../src/domain/movement.js';
import { resolveOperation } from '../../src/domain/operation-result.js';
import { runOperation } from '../../src/ledger/run-operation.js';

const unused = { balance: null, priorMatches: null, priorBalance: null, accountExists: true };

describe('resolveOperation', () => {
  it('answers the new balance when the statement applied the change', () => {
    expect(resolveOperation({ ...unused, balance: 42 })).toEqual({ balance: 42, replayed: false });
  });

  it('replays the first answer for a key used before with the same body', () => {
    expect(resolveOperation({ ...unused, priorMatches: true, priorBalance: 7 })).toEqual({ balance: 7, replayed: true });
  });

  it('refuses a key used before with another body, before any other refusal', () => {
    expect(() => resolveOperation({ ...unused, priorMatches: false, priorBalance: 7 })).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_MISMATCH' }));
  });

  it('tells a missing account from an uncovered amount', () => {
    expect(() => resolveOperation({ ...unused, accountExists: false })).toThrow(expect.objectContaining({ code: 'NOT_FOUND', message: 'No wallet account for this user' }));
    expect(() => resolveOperation(unused)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient points' }));
  });
});

const driverError = (code: string) => Object.assign(new Error('raw query failed'), { meta: { driverAdapterError: { cause: { originalCode: code } } } });

describe('runOperation', () => {
  it('reads the winner of a race on the same key and replays its answer', async () => {
    const result = await runOperation(
      () => Promise.reject(driverError('23505')),
      async () => ({ ...unused, priorMatches: true, priorBalance: 90 }),
    );
    expect(result).toEqual({ result: { balance: 90, replayed: true }, applied: false });
  });

  it('does not invent an answer when the key turns out unused after all', async () => {
    const error = driverError('23505');
    await expect(runOperation(() => Promise.reject(error), async () => unused)).rejects.toBe(error);
  });

  it('turns a balance overflow into BAD_REQUEST', async () => {
    await expect(runOperation(() => Promise.reject(driverError('22003')), async () => unused)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lets any other database error through unchanged', async () => {
    const error = driverError('57P01');
    await expect(runOperation(() => Promise.reject(error), async () => unused)).rejects.toBe(error);
  });
});

describe('planBet', () => {
  it('keys the two entries by the bet id and describes them by the game', () => {
    expect(planBet({ userId: 'u', betId: 'b1', game: 'dice', stake: 10, payout: 18 })).toMatchObject({
      stakeOperationId: 'b1:stake',
      winOperationId: 'b1:win',
      stakeDescription: 'Dice bet',
      winDescription: 'Dice win',
    });
  });

  it('fingerprints every field of the bet', () => {
    const hash = (over: object) => planBet({ userId: 'u', betId: 'b1', game: 'dice', stake: 10, payout: 18, ...over }).requestHash;
    expect(new Set([hash({}), hash({ stake: 11 }), hash({ payout: 0 }), hash({ game: 'keno' }), hash({ userId: 'v' })]).size).toBe(5);
  });
});

describe('planMovement', () => {
  const base = { userId: 'u', operationId: 'o', requestHash: 'h' };

  it('requires cover for a debit and not for a credit', () => {
    expect(planMovement({ ...base, type: 'game_stake', amount: -5 })).toMatchObject({ requireCover: true, description: 'Game bet' });
    expect(planMovement({ ...base, type: 'rain', amount: 5 })).toMatchObject({ requireCover: false, earnedDelta: 5 });
  });

  it('lets an offer reversal, and only it, go without cover', () => {
    expect(planMovement({ ...base, type: 'offer_reversal', amount: -5, mayCreateDebt: true })).toMatchObject({ requireCover: false, earnedDelta: -5 });
    expect(() => planMovement({ ...base, type: 'withdrawal_hold', amount: -5, mayCreateDebt: true })).toThrow();
  });

  it('refuses an amount of zero or a fraction', () => {
    expect(() => planMovement({ ...base, type: 'rain', amount: 0 })).toThrow();
    expect(() => planMovement({ ...base, type: 'rain', amount: 1.5 })).toThrow();
  });
});
