import { useState } from 'react';
import type { BaccaratSide, Card, PostBaccaratResponse } from '@app/contracts';
import { formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePlayBaccarat } from '../../api/play-baccarat';
import { useRoundSettled } from '../../api/round-settled';
import { toastGameError } from '../shared/game-errors';
import { CARD_DRAW_RULE } from '../shared/card-draw-rule';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { PlayingCard } from '../shared/playing-card';
import { RecentResults } from '../shared/recent-results';
import { useRecentList } from '../shared/recent-store';
import { formatNet, netClass, outcomeOf, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { useBalance } from '../shared/use-balance';
import { useBetLimits } from '../shared/use-max-bet';
import { useTimers } from '../shared/use-timers';
import { BaccaratBets } from './baccarat-bets';
import { baccaratBetProblem, readStakes } from './baccarat-stakes';

const DEAL_STEP_MS = 450;

/** The order the server dealt the cards: player, banker, player, banker, then the third cards (player first). */
function dealOrder(answer: PostBaccaratResponse): ('player' | 'banker')[] {
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  if (answer.playerCards.length > 2) order.push('player');
  if (answer.bankerCards.length > 2) order.push('banker');
  return order;
}

function Hand({ side, cards, value }: { side: 'player' | 'banker'; cards: readonly Card[]; value: number | null }) {
  return (
    <div className="grid justify-items-center gap-2" data-testid={`baccarat-${side}-hand`}>
      <p className="text-sm font-semibold text-muted-foreground uppercase">
        {side}
        {value !== null ? (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-foreground" data-testid={`baccarat-${side}-value`}>
            {value}
          </span>
        ) : null}
      </p>
      <div className="flex min-h-28 gap-2">
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} />
        ))}
      </div>
    </div>
  );
}

/** Baccarat (punto banco): bets on player, banker or tie; the server deals, the cards appear in its order. */
export function BaccaratGame() {
  const balance = useBalance();
  const [bets, setBets] = useState<Record<BaccaratSide, string>>({ player: '10', banker: '', tie: '' });
  const [shown, setShown] = useState<{ player: Card[]; banker: Card[] }>({ player: [], banker: [] });
  const [dealing, setDealing] = useState(false);
  const [result, setResult] = useState<PostBaccaratResponse | null>(null);
  const [recent, addRecent] = useRecentList<PostBaccaratResponse>('baccarat', 10);
  const timers = useTimers();
  const play = usePlayBaccarat();
  const settled = useRoundSettled();
  const read = readStakes(bets);
  const { stakes, total } = read;
  const { maxBet, maxWin } = useBetLimits();
  const problem = baccaratBetProblem(read, balance, maxBet, maxWin);

  async function deal() {
    if (problem !== null || dealing) return;
    setDealing(true);
    setResult(null);
    setShown({ player: [], banker: [] });
    try {
      const answer = await play.mutateAsync({
        bets: { ...(stakes.player ? { player: stakes.player } : {}), ...(stakes.banker ? { banker: stakes.banker } : {}), ...(stakes.tie ? { tie: stakes.tie } : {}) },
      });
      const next = { player: 0, banker: 0 };
      for (const side of dealOrder(answer)) {
        next[side]++;
        const counts = { ...next };
        setShown({ player: answer.playerCards.slice(0, counts.player), banker: answer.bankerCards.slice(0, counts.banker) });
        await timers.wait(DEAL_STEP_MS);
      }
      setResult(answer);
      addRecent(answer);
    } catch (error) {
      toastGameError(error, 'Baccarat Error');
    } finally {
      setDealing(false);
      settled();
    }
  }

  const stage = (
    <div className="grid gap-6 rounded-xl bg-emerald-950/40 p-4 py-8">
      <div className="grid gap-6 sm:grid-cols-2">
        <Hand side="player" cards={shown.player} value={result ? result.playerValue : null} />
        <Hand side="banker" cards={shown.banker} value={result ? result.bankerValue : null} />
      </div>
      {result && !dealing ? (
        <RoundResult game="baccarat" outcome={outcomeOf(result.totalBet, result.winnings)}>
          <span data-testid="baccarat-winner" data-winner={result.winner}>
            {result.winner === 'tie' ? 'Tie' : `${result.winner === 'player' ? 'Player' : 'Banker'} wins`} ({result.playerValue} – {result.bankerValue})
          </span>
          {'. '}
          {payoutSentence(result.totalBet, result.winnings)}
        </RoundResult>
      ) : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Place Your Bets">
        <BaccaratBets values={bets} invalid={dealing ? [] : read.invalid} onChange={(side, value) => setBets((b) => ({ ...b, [side]: value }))} disabled={dealing} />
        <p className="flex justify-between text-sm">
          <span className="text-muted-foreground">Total bet</span>
          <span className="font-bold tabular-nums" data-testid="baccarat-total-bet">
            {formatPointsWithUnit(total)}
          </span>
        </p>
        <PlayButton size="lg" onClick={deal} disabled={dealing || problem !== null} data-testid="baccarat-deal-button">
          {dealing ? 'Dealing...' : 'Deal'}
        </PlayButton>
        <p id="baccarat-bet-problem" className="min-h-4 text-xs text-destructive" aria-live="polite" data-testid="baccarat-bet-problem">
          {dealing ? null : problem}
        </p>
      </SideCard>
      <SideCard title="Rules">
        <p className="text-sm text-muted-foreground">A tie returns player and banker bets. Player wins pay 0.95:1, banker wins 0.9:1, a tie 9:1. Standard third-card rules.</p>
        <p className="text-sm text-muted-foreground" data-testid="baccarat-card-rule">
          {CARD_DRAW_RULE}
        </p>
      </SideCard>
      <RecentResults
        game="baccarat"
        items={recent}
        render={(r) => (
          <>
            <span className="capitalize">
              {r.winner} {r.playerValue}–{r.bankerValue}
            </span>
            <span className={cn('font-semibold', netClass(r.totalBet, r.winnings))}>{formatNet(r.totalBet, r.winnings)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="baccarat" title="Baccarat" stage={stage} controls={controls} />;
}
