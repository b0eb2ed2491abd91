import { useState } from 'react';
import { Eraser, Shuffle } from 'lucide-react';
import type { PostKenoResponse } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePlayKeno } from '../../api/play-keno';
import { useRoundSettled } from '../../api/round-settled';
import { BetAmountField } from '../shared/bet-amount-field';
import { FocusKeeper } from '../shared/focus-keeper';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { formatNet, netClass, outcomeOf } from '../shared/round-outcome';
import { useRecentList } from '../shared/recent-store';
import type { RoundOutcome } from '../shared/round-result';
import { bestMultiplier100, isPlayableBet, stakeLabel, useBetAmount } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { useKenoPaytables } from '../../api/get-keno-paytables';
import { useTimers } from '../shared/use-timers';
import { KenoGrid } from './keno-grid';
import { KenoPaytable } from './keno-paytable';
import { MAX_PICKS, quickPick, togglePick } from './keno-picks';
import { KenoResult } from './keno-result';
import { kenoFloatingText } from './keno-text';

// The server's 20 numbers appear one by one; the floating message stays 3 s (spec section 8).
const DRAW_STEP_MS = 90;
const FLOAT_MS = 3000;

type Played = PostKenoResponse & { bet: number };

/** Keno: pick 1–10 of 80, the server draws 20, the pick count's paytable pays by matches. */
export function KenoGame() {
  const { data: user } = useCurrentUser();
  const balance = user?.points ?? 0;
  const bet = useBetAmount(10);
  const [selected, setSelected] = useState<number[]>([]);
  // the top prize of the pick count's paytable: what the server checks against the maximum win
  const paytables = useKenoPaytables();
  const limits = useBetLimits(bestMultiplier100(paytables.data?.find((table) => table.picks === selected.length)?.multipliers));
  const [drawn, setDrawn] = useState<number[]>([]);
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<Played | null>(null);
  const [floating, setFloating] = useState<{ id: number; text: string; outcome: RoundOutcome } | null>(null);
  const [recent, addRecent] = useRecentList<Played>('keno', 10);
  const timers = useTimers();
  const play = usePlayKeno();
  const settled = useRoundSettled();
  const locked = drawing || result !== null;
  // Spec section 5: Play is disabled with no selection, no user, or a bet above the balance; the bet is above 0.
  const canPlay = !locked && selected.length > 0 && !!user && isPlayableBet(bet.amount, balance, limits);

  async function draw() {
    if (!canPlay) return;
    const stake = bet.amount;
    setDrawing(true);
    setDrawn([]);
    try {
      const answer = await play.mutateAsync({ betAmount: stake, selectedNumbers: selected });
      for (let i = 1; i <= answer.drawnNumbers.length; i++) {
        await timers.wait(DRAW_STEP_MS);
        setDrawn(answer.drawnNumbers.slice(0, i));
      }
      const played = { ...answer, bet: stake };
      setResult(played);
      addRecent(played);
      const id = Date.now();
      setFloating({ id, outcome: outcomeOf(stake, answer.winnings), text: kenoFloatingText(stake, answer.winnings, answer.matches) });
      timers.after(FLOAT_MS, () => setFloating((f) => (f?.id === id ? null : f)));
    } catch (error) {
      // Spec section 8: a keno error is only logged.
      console.error('Keno error', error);
      setDrawn([]);
    } finally {
      setDrawing(false);
      settled();
    }
  }

  function newGame() {
    setResult(null);
    setSelected([]);
    setDrawn([]);
  }

  const stage = (
    <div className="relative grid gap-4">
      <h3 className="font-semibold" data-testid="keno-grid-title">
        Select Your Numbers ({selected.length}/{MAX_PICKS})
      </h3>
      <KenoGrid selected={selected} drawn={drawn} locked={locked} onToggle={(n) => setSelected((s) => togglePick(s, n))} />
      {floating ? (
        <div
          key={floating.id}
          className={cn('float-up pointer-events-none absolute top-1/3 left-1/2 z-20 -translate-x-1/2 rounded-full px-5 py-2 text-lg font-extrabold whitespace-nowrap shadow-lg', floating.outcome === 'win' ? 'bg-success text-primary-foreground' : floating.outcome === 'push' ? 'bg-muted text-foreground' : 'bg-destructive text-destructive-foreground')}
          data-testid="keno-floating-message"
        >
          {floating.text}
        </div>
      ) : null}
      <FocusKeeper className="flex flex-wrap gap-2">
        {result ? (
          <PlayButton size="lg" onClick={newGame} data-testid="keno-new-game">
            New Game
          </PlayButton>
        ) : (
          <>
            <Button variant="outline" onClick={() => setSelected(quickPick())} disabled={locked} data-testid="keno-quick-pick">
              <Shuffle aria-hidden /> Quick Pick
            </Button>
            <Button variant="outline" onClick={() => setSelected([])} disabled={locked || selected.length === 0} data-testid="keno-clear">
              <Eraser aria-hidden /> Clear All
            </Button>
            <PlayButton size="lg" className="ml-auto" onClick={draw} disabled={!canPlay} data-testid="keno-play-button">
              {drawing ? 'Drawing...' : stakeLabel(bet.amount) ? `Play (${stakeLabel(bet.amount)})` : 'Play'}
            </PlayButton>
          </>
        )}
      </FocusKeeper>
      {result ? <KenoResult result={result} bet={result.bet} /> : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Player Stats" testId="keno-player-stats">
        <p className="flex justify-between text-sm">
          <span className="text-muted-foreground">Balance</span>
          <span className="font-bold tabular-nums" data-testid="keno-balance">
            {formatPoints(balance)}
          </span>
        </p>
        <p className="flex justify-between text-sm">
          <span className="text-muted-foreground">Selected</span>
          <span className="font-bold tabular-nums" data-testid="keno-selected-count">
            {selected.length}/{MAX_PICKS}
          </span>
        </p>
      </SideCard>
      <SideCard title="Bet Amount">
        <BetAmountField game="keno" bet={bet} presets={[10, 50, 100]} max={user ? balance : undefined} disabled={locked} limits={limits} />
      </SideCard>
      <KenoPaytable picks={result?.selectedNumbers.length ?? selected.length} matches={result?.matches ?? null} />
      <RecentResults
        game="keno"
        items={recent}
        render={(r) => (
          <>
            <span>
              {r.matches}/{r.selectedNumbers.length} {r.matches === 1 ? 'match' : 'matches'} · {r.multiplier}x
            </span>
            <span className={cn('font-semibold', netClass(r.bet, r.winnings))}>{formatNet(r.bet, r.winnings)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="keno" title="Keno" stage={stage} controls={controls} />;
}
