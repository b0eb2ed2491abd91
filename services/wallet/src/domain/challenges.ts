import type { ChallengeDefinition, ChallengeType, DailyChallenge, LedgerEntryType } from '@app/contracts';
import { AppError } from '@app/platform';

/**
 * What moves the daily challenges. `earn` counts points earned outside games (signup bonus, daily
 * bonus, offers, referrals, rain); challenge rewards themselves do not count (a reward must not advance
 * the challenge that pays it), nor do game wins (the `games` challenges count rounds) or admin
 * adjustments. A reversed offer takes back what its credit added, on the day it was credited
 * (challenge-reversals.ts), except from a challenge already claimed.
 */
const EARNING_REASONS: ReadonlySet<string> = new Set<LedgerEntryType>(['signup_bonus', 'daily_bonus', 'offer', 'referral', 'rain']);

export interface Activity {
  type: ChallengeType;
  amount: number;
}

/** The activities one wallet.balance.changed event stands for (none for bets, stakes, withdrawals, ...). */
export function activitiesOfBalanceChange(reason: string, delta: number): Activity[] {
  if (delta <= 0 || !EARNING_REASONS.has(reason)) return [];
  const earned: Activity = { type: 'earn', amount: delta };
  return reason === 'offer' ? [earned, { type: 'offers', amount: 1 }] : [earned];
}

/** A settled game round is one game played. */
export const GAME_PLAYED: Activity = { type: 'games', amount: 1 };

export interface ProgressStep {
  challengeId: string;
  amount: number;
  target: number;
}

/** Which of the active challenges the activities advance, and by how much. */
export function progressSteps(definitions: readonly ChallengeDefinition[], activities: readonly Activity[]): ProgressStep[] {
  const steps: ProgressStep[] = [];
  for (const def of definitions) {
    if (!def.isActive) continue;
    const amount = activities.filter((a) => a.type === def.type).reduce((sum, a) => sum + a.amount, 0);
    if (amount > 0) steps.push({ challengeId: def.challengeId, amount, target: def.target });
  }
  return steps;
}

export interface ProgressRow {
  challengeId: string;
  progress: number;
  completed: boolean;
  claimed: boolean;
}

/**
 * Today's active challenges as the player sees them. Completion is judged against the current target
 * too, so an admin lowering a target completes challenges already past it; a challenge completed under
 * an earlier target stays completed.
 */
export function dailyChallengeViews(definitions: readonly ChallengeDefinition[], rows: readonly ProgressRow[]): DailyChallenge[] {
  const byId = new Map(rows.map((r) => [r.challengeId, r]));
  return definitions
    .filter((def) => def.isActive)
    .map((def) => {
      const row = byId.get(def.challengeId);
      const progress = row?.progress ?? 0;
      return {
        id: def.challengeId,
        title: def.title,
        description: def.description,
        type: def.type,
        reward: def.reward,
        progress: Math.min(progress, def.target),
        target: def.target,
        completed: (row?.completed ?? false) || progress >= def.target,
        claimed: row?.claimed ?? false,
      };
    });
}

export const NOT_COMPLETED_MESSAGE = 'Challenge not completed yet';
export const CHALLENGE_ALREADY_CLAIMED_MESSAGE = 'Challenge reward already claimed today';

/** The active challenge a claim is for, or 404. */
export function claimableDefinition(definitions: readonly ChallengeDefinition[], challengeId: string): ChallengeDefinition {
  const def = definitions.find((d) => d.challengeId === challengeId && d.isActive);
  if (!def) throw new AppError('NOT_FOUND', 'No such challenge today');
  return def;
}

/** Why a claim that changed nothing was refused: never completed (400) or already claimed (409). */
export function refusedClaim(row: ProgressRow | null, target: number): AppError {
  if (row?.claimed) return new AppError('ALREADY_CLAIMED', CHALLENGE_ALREADY_CLAIMED_MESSAGE);
  if (!row || (!row.completed && row.progress < target)) return new AppError('BAD_REQUEST', NOT_COMPLETED_MESSAGE);
  // completed and not claimed, yet the conditional update matched nothing: a concurrent claim won
  return new AppError('ALREADY_CLAIMED', CHALLENGE_ALREADY_CLAIMED_MESSAGE);
}

export function challengeOperationId(challengeId: string, dateKey: string): string {
  return `challenge:${challengeId}:${dateKey}`;
}
