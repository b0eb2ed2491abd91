import { useEffect, useState } from 'react';
import type { MinesRound } from '@app/contracts';
import { useCashOutMines } from '../../api/cashout-mines';
import { useActiveMines } from '../../api/get-active-mines';
import { useRevealMinesTile } from '../../api/reveal-mines-tile';
import { useRoundSettled } from '../../api/round-settled';
import { useStartMines } from '../../api/start-mines';
import { toastGameError } from '../shared/game-errors';
import { useStartGuard } from '../shared/use-start-guard';

/**
 * The player's mines round as the server keeps it: started, resumed from GET /api/games/mines/active,
 * one tile at a time, cashed out. A failed start resets the game (spec section 8).
 */
export function useMinesRound(onOver: (round: MinesRound) => void) {
  const [round, setRound] = useState<MinesRound | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const active = useActiveMines();
  const start = useStartMines();
  const reveal = useRevealMinesTile();
  const cashOut = useCashOutMines();
  const settled = useRoundSettled();
  const guard = useStartGuard();

  const resumable = active.data?.round ?? null;
  useEffect(() => {
    if (resumable && !resumable.gameOver) setRound((r) => r ?? resumable);
  }, [resumable]);

  const apply = (next: MinesRound) => {
    setRound(next);
    if (next.gameOver) {
      guard.arm();
      onOver(next);
      settled();
    }
  };

  return {
    round,
    pendingTile,
    busy: start.isPending || reveal.isPending || cashOut.isPending,
    /**
     * 'Start Game' takes the cash-out button's place: a double-click on the cash-out must not start a round.
     * Nor may one start before GET /api/games/mines/active has answered: a round left open (a reload, another
     * game's tab and back) is about to be resumed, and a start would only be refused (409).
     */
    canStart: !guard.guarded && !active.isPending,
    start: async (betAmount: number, mineCount: number) => {
      if (guard.guarded) return;
      setRound(null);
      try {
        setRound(await start.mutateAsync({ betAmount, mineCount }));
      } catch (error) {
        setRound(null);
        toastGameError(error, 'Mines Error');
      } finally {
        settled();
      }
    },
    reveal: async (tileIndex: number) => {
      if (!round || round.gameOver) return;
      setPendingTile(tileIndex);
      try {
        apply(await reveal.mutateAsync({ tileIndex, roundId: round.roundId }));
      } catch (error) {
        toastGameError(error, 'Mines Error');
      } finally {
        setPendingTile(null);
      }
    },
    cashOut: async () => {
      if (!round || round.gameOver) return;
      try {
        apply(await cashOut.mutateAsync({ roundId: round.roundId }));
      } catch (error) {
        toastGameError(error, 'Cash Out Failed');
      }
    },
  };
}
