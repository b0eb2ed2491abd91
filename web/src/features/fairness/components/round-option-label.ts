import type { GameResult } from '@app/contracts';
import { gameLabel } from '@/features/game-history/components/game-label';
import { formatDateTime } from '@/features/transactions/components/transaction-label';
import { formatPoints } from '@/lib/format';

/** A round in the picker, named and dated as the rest of the app does: 'Baccarat · 25 pts · 0.00x · Nov 26, 2026, 1:31 PM'. */
export function roundOptionLabel(round: Pick<GameResult, 'gameType' | 'betAmount' | 'multiplier' | 'createdAt'>): string {
  return `${gameLabel(round.gameType)} · ${formatPoints(round.betAmount)} pts · ${Number(round.multiplier).toFixed(2)}x · ${formatDateTime(round.createdAt)}`;
}
