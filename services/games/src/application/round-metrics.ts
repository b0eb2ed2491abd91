import type { EventData } from '@app/contracts';
import { counter } from '@app/platform';
import { activityOf } from '../domain/history.js';

// Labelled by game and outcome only: both come from short fixed lists, so the series stay few.
const roundsSettled = counter('games_rounds_settled_total', 'Rounds settled, by game and outcome (win, loss or push)', ['game', 'outcome'] as const);
const pointsWagered = counter('games_points_wagered_total', 'Points staked on settled rounds, by game', ['game'] as const);
const pointsPaid = counter('games_points_paid_total', 'Points paid back by settled rounds (stake included), by game', ['game'] as const);

/**
 * Counts a round that has just been settled: call it only where the settlement is known to be new (the
 * statement that settled it said so), so a retry or a second settler never counts a round twice.
 * Win, loss or push as the live feed tells them (activityOf); a blackjack natural is a win.
 */
export function countSettledRound(round: Pick<EventData<'games.bet.settled'>, 'game' | 'stake' | 'payout'>): void {
  const { type } = activityOf({ stake: round.stake, payout: round.payout, outcome: null });
  roundsSettled.inc({ game: round.game, outcome: type === 'blackjack' ? 'win' : type });
  pointsWagered.inc({ game: round.game }, round.stake);
  pointsPaid.inc({ game: round.game }, round.payout);
}
