import { useEffect, useRef, useState } from 'react';
import type { MinesRound } from '@app/contracts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatPointsWithUnit, pluralize } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BetAmountField } from '../shared/bet-amount-field';
import { FocusKeeper } from '../shared/focus-keeper';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { useRecentList } from '../shared/recent-store';
import { formatNet, netClass, outcomeOf, payoutAt, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { useBalance } from '../shared/use-balance';
import { isPlayableBet, useBetAmount, useOpenRoundStake } from '../shared/use-bet-amount';
import { useMaxBet } from '../shared/use-max-bet';
import { MinesGrid } from './mines-grid';
import { useMinesRound } from './use-mines-round';

// Spec section 5: real mines count 3 to 10.
const MINE_COUNTS = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Mines: 25 tiles, 3–10 mines placed by the server; reveal safe tiles, cash out before a mine. */
export function MinesGame() {
  const balance = useBalance();
  const bet = useBetAmount(10);
  const maxBet = useMaxBet();
  const [mineCount, setMineCount] = useState(3);
  const [recent, addRecent] = useRecentList<MinesRound>('mines', 10);
  const game = useMinesRound(addRecent);
  const { round } = game;
  const open = round !== null && !round.gameOver;
  const startButton = useRef<HTMLButtonElement>(null);

  // An open round (resumed after a reload or from another tab) is played at its own stake and mine count:
  // the disabled boxes show those, not this screen's defaults.
  useOpenRoundStake(bet, open ? round.betAmount : null);
  const openMines = open ? round.mineCount : null;
  useEffect(() => {
    if (openMines !== null) setMineCount(openMines);
  }, [openMines]);

  const stage = (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-lg bg-muted/50 p-3">
          <p className="text-xs text-muted-foreground uppercase">Current multiplier</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="mines-multiplier">
            {(round?.currentMultiplier ?? 1).toFixed(2)}x
          </p>
        </div>
        <div className="rounded-lg bg-muted/50 p-3">
          <p className="text-xs text-muted-foreground uppercase">Next tile</p>
          <p className="text-2xl font-bold text-primary tabular-nums" data-testid="mines-next-multiplier">
            {open && round.nextMultiplier !== null ? `${round.nextMultiplier.toFixed(2)}x` : '—'}
          </p>
        </div>
      </div>
      <MinesGrid round={round} onReveal={game.reveal} pendingTile={game.pendingTile} disabled={game.busy} focusWhenOver={startButton} />
      {round?.gameOver ? (
        <RoundResult game="mines" outcome={round.hitMine ? 'loss' : outcomeOf(round.betAmount, round.winnings)}>
          {round.hitMine
            ? `Boom! You hit a mine and lost your ${formatPointsWithUnit(round.betAmount)}.`
            : `Cashed out at ${round.currentMultiplier.toFixed(2)}x: ${payoutSentence(round.betAmount, round.winnings)}`}
        </RoundResult>
      ) : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Place Your Bet">
        <BetAmountField game="mines" bet={bet} presets={[10, 50, 100]} max={balance} disabled={open || game.busy} />
        <div className="grid gap-2">
          <Label htmlFor="mines-count">Mines</Label>
          <NativeSelect id="mines-count" value={mineCount} onChange={(e) => setMineCount(Number(e.target.value))} disabled={open || game.busy} data-testid="mines-count-select">
            {MINE_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n} mines
              </option>
            ))}
          </NativeSelect>
        </div>
        <FocusKeeper className="grid">
          {open ? (
            <PlayButton key="cash-out" size="lg" variant="gold" onClick={game.cashOut} disabled={game.busy || round.revealedTiles.length === 0} data-testid="mines-cashout-button">
              Cash Out {formatPointsWithUnit(payoutAt(round.betAmount, round.currentMultiplier))}
            </PlayButton>
          ) : (
            <PlayButton key="start" ref={startButton} size="lg" onClick={() => game.start(bet.amount, mineCount)} disabled={game.busy || !game.canStart || !isPlayableBet(bet.amount, balance, maxBet)} data-testid="mines-start-button">
              {game.busy ? 'Starting...' : 'Start Game'}
            </PlayButton>
          )}
        </FocusKeeper>
        {open ? (
          <p className="text-xs text-muted-foreground" data-testid="mines-round-info">
            Bet {formatPointsWithUnit(round.betAmount)} · {pluralize(round.mineCount, 'mine')} · {pluralize(round.revealedTiles.length, 'safe tile')} found
          </p>
        ) : null}
      </SideCard>
      <RecentResults
        game="mines"
        items={recent}
        render={(r) => (
          <>
            <span>
              {r.mineCount} mines · {r.revealedTiles.length} safe
            </span>
            <span className={cn('font-semibold', r.hitMine ? 'text-destructive' : netClass(r.betAmount, r.winnings))}>{formatNet(r.betAmount, r.hitMine ? 0 : r.winnings)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="mines" title="Mines" stage={stage} controls={controls} />;
}
