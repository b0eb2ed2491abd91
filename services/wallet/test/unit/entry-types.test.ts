import { describe, expect, it } from 'vitest';
import { ZLedgerEntryType } from '@app/contracts';
import { assertTypeAllowed, defaultDescription, gameLabel, earnedDelta, transactionKind } from '../../src/domain/entry-types.js';

describe('ledger entry types', () => {
  it('lets a credit carry only gaining types and a debit only spending ones', () => {
    expect(() => assertTypeAllowed('credit', 'game_win')).not.toThrow();
    expect(() => assertTypeAllowed('credit', 'rain')).not.toThrow();
    expect(() => assertTypeAllowed('debit', 'game_stake')).not.toThrow();
    expect(() => assertTypeAllowed('debit', 'withdrawal_hold')).not.toThrow();
    expect(() => assertTypeAllowed('credit', 'game_stake')).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'reason' }));
    expect(() => assertTypeAllowed('debit', 'game_win')).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });

  it('keeps the wallet-only types (signup bonus, offer reversal) out of the commands', () => {
    for (const direction of ['credit', 'debit'] as const) {
      expect(() => assertTypeAllowed(direction, 'signup_bonus')).toThrow();
      expect(() => assertTypeAllowed(direction, 'offer_reversal')).toThrow();
    }
  });

  it('lets admin adjustments go both ways', () => {
    expect(() => assertTypeAllowed('credit', 'admin_adjustment')).not.toThrow();
    expect(() => assertTypeAllowed('debit', 'admin_adjustment')).not.toThrow();
  });

  it('counts non-game earnings as earned, game wins and adjustments not', () => {
    for (const type of ['signup_bonus', 'daily_bonus', 'challenge_reward', 'referral', 'offer', 'rain'] as const) {
      expect(earnedDelta(type, 40)).toBe(40);
    }
    expect(earnedDelta('game_win', 40)).toBe(0);
    expect(earnedDelta('admin_adjustment', 40)).toBe(0);
    expect(earnedDelta('game_stake', -40)).toBe(0);
  });

  it('takes a reversed offer back out of the earnings', () => {
    expect(earnedDelta('offer_reversal', -40)).toBe(-40);
  });

  it('counts neither a hold nor a refund as earned (Total Withdrawn moves only when a withdrawal completes)', () => {
    expect(earnedDelta('withdrawal_hold', -500)).toBe(0);
    expect(earnedDelta('withdrawal_refund', 500)).toBe(0);
  });

  it('colours history rows as the web expects: game wins, other gains as earn, everything taken as spend', () => {
    expect(transactionKind('game_win', 18)).toBe('game_win');
    expect(transactionKind('rain', 5)).toBe('earn');
    expect(transactionKind('withdrawal_refund', 500)).toBe('earn');
    expect(transactionKind('game_stake', -10)).toBe('spend');
    expect(transactionKind('offer_reversal', -40)).toBe('spend');
  });

  it('describes entries so the history reads well', () => {
    expect(defaultDescription('game_stake', 'dice')).toBe('Dice bet');
    expect(defaultDescription('game_win', 'blackjack')).toBe('Blackjack win');
    expect(defaultDescription('game_stake')).toBe('Game bet');
    expect(gameLabel('video_poker')).toBe('Video poker');
    for (const type of ZLedgerEntryType.options) expect(defaultDescription(type, 'dice')).toMatch(/^[A-Z]/);
  });
});
