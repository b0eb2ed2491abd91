import { useEffect, useState } from 'react';
import type { BlackjackRound } from '@app/contracts';
import { useDoubleBlackjack } from '../../api/double-blackjack';
import { useActiveBlackjack } from '../../api/get-active-blackjack';
import { useHitBlackjack } from '../../api/hit-blackjack';
import { useRoundSettled } from '../../api/round-settled';
import { useSplitBlackjack } from '../../api/split-blackjack';
import { useStakeTaken } from '../../api/stake-taken';
import { useStandBlackjack } from '../../api/stand-blackjack';
import { useStartBlackjack } from '../../api/start-blackjack';
import { toastGameError } from '../shared/game-errors';
import { useStartGuard } from '../shared/use-start-guard';

/**
 * A blackjack round played on the server: each action answers the round as the player may see it. A hand
 * left open (a reload, another tab) is resumed from GET /api/games/blackjack/active.
 */
export function useBlackjackRound(onOver: (round: BlackjackRound) => void) {
  const [round, setRound] = useState<BlackjackRound | null>(null);
  // the balance right after the stake was taken (the start answer), for the double's second stake; null for
  // a resumed hand, whose stake the balance refetched on resuming already excludes
  const [balanceAfterStake, setBalanceAfterStake] = useState<number | null>(null);
  const active = useActiveBlackjack();
  const start = useStartBlackjack();
  const hit = useHitBlackjack();
  const stand = useStandBlackjack();
  const double = useDoubleBlackjack();
  const split = useSplitBlackjack();
  const settled = useRoundSettled();
  const guard = useStartGuard();
  const stakeTaken = useStakeTaken();

  const resumable = active.data?.round ?? null;
  useEffect(() => {
    if (!resumable || resumable.gameOver || round !== null) return;
    setRound(resumable);
    // the navbar balance may predate this hand's stake (taken in another tab, or before a reload)
    stakeTaken();
  }, [resumable, round, stakeTaken]);

  /** `staked`: the action took a stake (deal, double, split), which the navbar balance shows at once, as mines does */
  const apply = (next: BlackjackRound, staked = false) => {
    setRound(next);
    // a double or split answers the balance after its stake, for the next one
    if (!next.gameOver && next.balance !== null) setBalanceAfterStake(next.balance);
    if (next.gameOver) {
      guard.arm();
      onOver(next);
      settled();
    } else if (staked) {
      stakeTaken();
    }
  };

  const act = (mutation: typeof hit, staked = false) => async () => {
    if (!round || round.gameOver) return;
    try {
      apply(await mutation.mutateAsync({ roundId: round.roundId }), staked);
    } catch (error) {
      toastGameError(error, 'Blackjack Error');
    }
  };

  return {
    round,
    balanceAfterStake,
    busy: start.isPending || hit.isPending || stand.isPending || double.isPending || split.isPending,
    /**
     * 'Deal' takes the place of Hit and Stand when a hand ends: the second click of a double-click must not deal.
     * Nor may one deal before GET /api/games/blackjack/active has answered: a hand left open is about to be
     * resumed, and a deal would only be refused (409).
     */
    canStart: !guard.guarded && !active.isPending,
    deal: async (betAmount: number, balance: number) => {
      if (guard.guarded) return;
      try {
        const dealt = await start.mutateAsync({ betAmount });
        setBalanceAfterStake(dealt.balance ?? balance - betAmount);
        apply(dealt, true);
      } catch (error) {
        toastGameError(error, 'Blackjack Error');
        settled();
      }
    },
    hit: act(hit),
    stand: act(stand),
    double: act(double, true),
    split: act(split, true),
  };
}
