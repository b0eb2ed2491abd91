import { describe, expect, it } from 'vitest';
import { adjustmentNotice, balanceNotice, BIG_WIN_MIN_MULTIPLE, BIG_WIN_MIN_PAYOUT, bigWinNotice, isBigWin, rainShareNotice, welcomeNotice, withdrawalNotice } from '../../src/domain/notices.js';

describe('notifications', () => {
  it('calls a round a big win when it pays at least 10 × the stake and at least 1,000 points', () => {
    expect(BIG_WIN_MIN_MULTIPLE).toBe(10);
    expect(BIG_WIN_MIN_PAYOUT).toBe(1000);
    expect(isBigWin(100, 1000)).toBe(true);
    expect(isBigWin(100, 999)).toBe(false); // 10x but under 1,000
    expect(isBigWin(200, 1999)).toBe(false); // over 1,000 but under 10x
    expect(isBigWin(1, 5000)).toBe(true);
  });

  it('describes a big win with its amount and game', () => {
    expect(bigWinNotice({ game: 'crash', stake: 100, payout: 2500, multiplier: 25 })).toEqual({
      type: 'big_win',
      title: 'Big win!',
      message: 'You won 2,500 points on Crash (25.00x).',
      amount: 2500,
      gameName: 'crash',
    });
  });

  it('welcomes a new player with the configured bonus, and without one when it is 0', () => {
    expect(welcomeNotice('bob', 'PointsPlay', 100)).toMatchObject({ type: 'welcome', title: 'Welcome to PointsPlay!', amount: 100 });
    expect(welcomeNotice('bob', 'PointsPlay', 100).message).toContain('100 bonus points');
    expect(welcomeNotice('bob', 'PointsPlay', 0).message).not.toContain('bonus');
    // the installer's administrator exists before the site's name is saved: told where the panel is, not a stale name
    expect(welcomeNotice('root', 'PointsPlay', 0, true)).toEqual({ type: 'welcome', title: 'Your site is ready', message: 'Hi root, you are its administrator: Admin in the menu opens the panel.' });
  });

  it("tells a player an admin added or took points, with the admin's reason", () => {
    expect(adjustmentNotice(1234, 'Admin adjustment: Goodwill')).toEqual({ type: 'system', title: 'Points added', message: 'An admin added 1,234 points to your balance: Goodwill', amount: 1234 });
    expect(adjustmentNotice(-1, 'Admin adjustment: Duplicate bonus')).toEqual({ type: 'system', title: 'Points removed', message: 'An admin took 1 point from your balance: Duplicate bonus', amount: 1 });
    expect(adjustmentNotice(50, null).message).toBe('An admin added 50 points to your balance.');
  });

  it('tells a player of the balance movements they did not make on screen, and of no other', () => {
    expect(balanceNotice({ reason: 'offer', delta: 200, description: 'Offer completed (testnet #77)' })).toEqual({
      type: 'system',
      title: 'Offer credited',
      message: 'You earned 200 points: Offer completed (testnet #77).',
      amount: 200,
    });
    expect(balanceNotice({ reason: 'referral', delta: 500, description: 'Referral bonus: a friend completed a first offer' })?.message).toBe('You earned 500 points: Referral bonus: a friend completed a first offer.');
    expect(balanceNotice({ reason: 'offer_reversal', delta: -1250, description: 'Offer reversed (testnet #77, transaction tx1)' })).toMatchObject({
      title: 'Offer reversed',
      message: '1,250 points taken back: Offer reversed (testnet #77, transaction tx1).',
      amount: 1250,
    });
    expect(balanceNotice({ reason: 'admin_adjustment', delta: 5, description: 'Admin adjustment: Sorry' })?.title).toBe('Points added');
    for (const reason of ['daily_bonus', 'challenge_reward', 'signup_bonus', 'rain', 'withdrawal_hold', 'withdrawal_refund']) {
      expect(balanceNotice({ reason, delta: 10, description: 'x' })).toBeNull();
    }
  });

  it('tells a player their withdrawal was refunded when it is rejected or failed', () => {
    expect(withdrawalNotice('rejected', 1000, 'paypal')).toMatchObject({ type: 'withdrawal', title: 'Withdrawal rejected', amount: 1000 });
    expect(withdrawalNotice('failed', 50, 'robux').message).toBe('Your Robux withdrawal of 50 points failed; the points are back in your balance.');
    expect(withdrawalNotice('completed', 50, 'robux').title).toBe('Withdrawal completed');
    expect(withdrawalNotice('failed', 1000, 'paypal', 'The PayPal address bounced').message).toBe(
      'Your PayPal withdrawal of 1,000 points failed; the points are back in your balance. Reason: The PayPal address bounced.',
    );
    expect(withdrawalNotice('rejected', 1000, 'zelle', 'Duplicate account!').message).toBe('Your Zelle withdrawal of 1,000 points was rejected; the points are back in your balance. Reason: Duplicate account!');
  });

  // Audit finding 20: the live toast showed "withdrawal of 1000 points" above the web's "1,000 points".
  it('writes every amount with thousands separators, as the web app shows points', () => {
    expect(withdrawalNotice('pending', 1000, 'paypal').message).toBe('Your PayPal withdrawal of 1,000 points is waiting to be processed.');
    expect(withdrawalNotice('completed', 1234567, 'robux').message).toBe('Your Robux withdrawal of 1,234,567 points is complete.');
    expect(withdrawalNotice('approved', 999, 'zelle').message).toBe('Your Zelle withdrawal of 999 points was approved.');
    expect(bigWinNotice({ game: 'plinko', stake: 100, payout: 12000, multiplier: 120 }).message).toBe('You won 12,000 points on Plinko (120.00x).');
    expect(welcomeNotice('bob', 'PointsPlay', 1500).message).toBe('Hi bob, your account is ready. You received 1,500 bonus points to get started.');
    expect(rainShareNotice(1250, 5000).message).toBe('You received 1,250 points from a 5,000-point rain.');
    // the amount field stays a number for the web to format
    expect(withdrawalNotice('pending', 1000, 'paypal').amount).toBe(1000);
  });
});
