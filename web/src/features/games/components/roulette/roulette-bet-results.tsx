import type { PostRouletteResponse } from '@app/contracts';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatNet } from '../shared/round-outcome';
import { spotOfBet } from './roulette-layout';

/** Each bet of the spin as the server settled it: won or lost, what it paid (stake included) and its net. */
export function RouletteBetResults({ bets }: { bets: PostRouletteResponse['bets'] }) {
  return (
    <ul className="grid gap-1 text-sm" aria-label="Your bets this spin" data-testid="roulette-bet-results">
      {bets.map((bet, i) => {
        const spot = spotOfBet(bet);
        return (
          <li
            key={i}
            className="flex items-center justify-between gap-3 rounded-md bg-muted/50 px-3 py-1.5"
            data-testid="roulette-bet-result"
            data-key={spot?.key ?? bet.type}
            data-won={String(bet.won)}
            data-payout={bet.payout}
          >
            <span>
              {spot?.label ?? bet.type} <span className="text-muted-foreground">· {formatPoints(bet.amount)} pts</span>
            </span>
            <span className={cn('font-semibold tabular-nums', bet.won ? 'text-success' : 'text-muted-foreground')}>{bet.won ? `Pays ${formatPoints(bet.payout)} (${formatNet(bet.amount, bet.payout)})` : `Lost (${formatNet(bet.amount, 0)})`}</span>
          </li>
        );
      })}
    </ul>
  );
}
