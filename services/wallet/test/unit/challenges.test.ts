import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_CHALLENGES, type ChallengeDefinition } from '@app/contracts';
import { activitiesOfBalanceChange, dailyChallengeViews, GAME_PLAYED, progressSteps, refusedClaim } from '../../src/domain/challenges.js';

const defaults = DEFAULT_DAILY_CHALLENGES.map((c) => ({ ...c }));

describe('what advances the daily challenges', () => {
  it('counts points earned outside games as earnings', () => {
    for (const reason of ['signup_bonus', 'daily_bonus', 'referral', 'rain']) expect(activitiesOfBalanceChange(reason, 40)).toEqual([{ type: 'earn', amount: 40 }]);
  });

  it('counts a credited offer as earnings and as one offer completed', () => {
    expect(activitiesOfBalanceChange('offer', 250)).toEqual([
      { type: 'earn', amount: 250 },
      { type: 'offers', amount: 1 },
    ]);
  });

  it('does not count challenge rewards, game wins, bets, adjustments, refunds or anything taken', () => {
    for (const reason of ['challenge_reward', 'game_win', 'bet', 'admin_adjustment', 'withdrawal_refund']) expect(activitiesOfBalanceChange(reason, 50)).toEqual([]);
    expect(activitiesOfBalanceChange('offer_reversal', -250)).toEqual([]);
    expect(activitiesOfBalanceChange('offer', -1)).toEqual([]);
  });

  it('advances only active challenges of the matching type', () => {
    const defs: ChallengeDefinition[] = [...defaults, { ...defaults[1]!, challengeId: 'play_10', target: 10, isActive: false }];
    expect(progressSteps(defs, [GAME_PLAYED])).toEqual([{ challengeId: 'play_5_games', amount: 1, target: 5 }]);
    expect(progressSteps(defs, activitiesOfBalanceChange('offer', 120))).toEqual([
      { challengeId: 'earn_500_points', amount: 120, target: 500 },
      { challengeId: 'complete_3_offers', amount: 1, target: 3 },
    ]);
  });
});

describe('challenge views', () => {
  it('shows every active challenge, progress capped at the target, completion from progress', () => {
    const views = dailyChallengeViews(defaults, [
      { challengeId: 'earn_500_points', progress: 740, completed: true, claimed: false },
      { challengeId: 'play_5_games', progress: 2, completed: false, claimed: false },
    ]);
    expect(views.map(({ id, progress, target, completed, claimed }) => ({ id, progress, target, completed, claimed }))).toEqual([
      { id: 'earn_500_points', progress: 500, target: 500, completed: true, claimed: false },
      { id: 'play_5_games', progress: 2, target: 5, completed: false, claimed: false },
      { id: 'complete_3_offers', progress: 0, target: 3, completed: false, claimed: false },
    ]);
  });

  it('completes a challenge whose target an admin lowered below the progress already made', () => {
    const lowered = defaults.map((d) => (d.challengeId === 'play_5_games' ? { ...d, target: 2 } : d));
    const [, games] = dailyChallengeViews(lowered, [{ challengeId: 'play_5_games', progress: 3, completed: false, claimed: false }]);
    expect(games).toMatchObject({ progress: 2, completed: true });
  });
});

describe('a refused claim', () => {
  it('is 400 "Challenge not completed yet" without enough progress', () => {
    expect(refusedClaim(null, 5)).toMatchObject({ code: 'BAD_REQUEST', message: 'Challenge not completed yet' });
    expect(refusedClaim({ challengeId: 'x', progress: 4, completed: false, claimed: false }, 5)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is 409 ALREADY_CLAIMED once claimed', () => {
    expect(refusedClaim({ challengeId: 'x', progress: 5, completed: true, claimed: true }, 5)).toMatchObject({ code: 'ALREADY_CLAIMED' });
  });
});
