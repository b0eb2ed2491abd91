import { useState } from 'react';
import { Bomb, Gem } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { netClass, outcomeOf } from '@/features/games/components/shared/round-outcome';
import { cn } from '@/lib/utils';
import { DemoBetInput } from './demo-bet-input';
import { DemoRecent } from './demo-recent';
import { DEMO_MINE_HIT_TEXT, demoCashOutLabel, demoCashOutText, demoMinesRecentText } from './demo-result-texts';
import { DEMO_DEFAULT_BET, DEMO_MINE_COUNTS, demoMinesStep, demoPayout, isDemoBetValid, placeDemoMines } from './demo-rules';
import { useEndRoundOnReset, type DemoBalance } from './use-demo-balance';

interface DemoMinesRound {
  bet: number;
  mines: number[];
  revealed: number[];
  multiplier: number;
  over: 'cashed' | 'hit' | null;
}

interface DemoMinesRecent {
  bet: number;
  multiplier: number;
  winnings: number;
  minesHit: boolean;
}

/** Demo mines: 25 tiles, 1/3/5/10 mines, each safe tile adds 0.2 × (mines / 3) to the multiplier. */
export function DemoMines({ wallet }: { wallet: DemoBalance }) {
  const [betText, setBetText] = useState(String(DEMO_DEFAULT_BET));
  const [mineCount, setMineCount] = useState(3);
  const [round, setRound] = useState<DemoMinesRound | null>(null);
  const [recent, setRecent] = useState<DemoMinesRecent[]>([]);
  const bet = Number(betText);
  const playing = round !== null && round.over === null;
  useEndRoundOnReset(wallet, () => setRound(null));

  function start() {
    if (playing || !isDemoBetValid(bet, wallet.balance)) return;
    wallet.change(-bet);
    setRound({ bet, mines: placeDemoMines(mineCount), revealed: [], multiplier: 1, over: null });
  }

  function reveal(tile: number) {
    if (!round || round.over || round.revealed.includes(tile)) return;
    if (round.mines.includes(tile)) {
      setRound({ ...round, revealed: [...round.revealed, tile], over: 'hit' });
      setRecent((r) => [{ bet: round.bet, multiplier: round.multiplier, winnings: 0, minesHit: true }, ...r].slice(0, 10));
      return;
    }
    const multiplier = Math.round((round.multiplier + demoMinesStep(round.mines.length)) * 100) / 100;
    setRound({ ...round, revealed: [...round.revealed, tile], multiplier });
  }

  function cashOut() {
    if (!round || round.over || round.revealed.length === 0) return;
    const winnings = demoPayout(round.bet, round.multiplier);
    wallet.change(winnings);
    setRound({ ...round, over: 'cashed' });
    setRecent((r) => [{ bet: round.bet, multiplier: round.multiplier, winnings, minesHit: false }, ...r].slice(0, 10));
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid gap-3">
        <div className="grid grid-cols-5 gap-1.5" data-testid="demo-mines-grid">
          {Array.from({ length: 25 }, (_, tile) => {
            const shown = round !== null && (round.revealed.includes(tile) || round.over !== null);
            const mine = round?.mines.includes(tile) ?? false;
            return (
              <button
                key={tile}
                type="button"
                onClick={() => reveal(tile)}
                disabled={!playing || round.revealed.includes(tile)}
                data-testid={`demo-mines-tile-${tile}`}
                data-state={shown ? (mine ? 'mine' : 'safe') : 'hidden'}
                aria-label={`Tile ${tile + 1}`}
                className={cn(
                  'grid aspect-square place-items-center rounded-md border text-lg',
                  !shown && 'border-border bg-secondary',
                  playing && !shown && 'cursor-pointer hover:border-primary',
                  shown && mine && 'border-destructive/50 bg-destructive/20 text-destructive',
                  shown && !mine && 'border-success/50 bg-success/15 text-success',
                  shown && !round.revealed.includes(tile) && 'opacity-50',
                )}
              >
                {shown ? mine ? <Bomb className="size-5" aria-hidden /> : <Gem className="size-5" aria-hidden /> : null}
              </button>
            );
          })}
        </div>
        <p className="text-center text-sm">
          Multiplier:{' '}
          <b className="tabular-nums" data-testid="demo-mines-multiplier">
            {(round?.multiplier ?? 1).toFixed(2)}x
          </b>
        </p>
        {round?.over === 'hit' ? (
          <p className="text-center text-lg font-bold text-destructive" data-testid="demo-mines-result" data-outcome="loss">
            {DEMO_MINE_HIT_TEXT}
          </p>
        ) : round?.over === 'cashed' ? (
          <DemoMinesCashedOut bet={round.bet} multiplier={round.multiplier} />
        ) : null}
      </div>
      <div className="grid content-start gap-4">
        <DemoBetInput game="mines" value={betText} balance={wallet.balance} onChange={setBetText} disabled={playing} />
        <div className="grid gap-2">
          <Label htmlFor="demo-mines-count">Mines</Label>
          <NativeSelect id="demo-mines-count" value={mineCount} onChange={(e) => setMineCount(Number(e.target.value))} disabled={playing} data-testid="demo-mines-count">
            {DEMO_MINE_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'mine' : 'mines'}
              </option>
            ))}
          </NativeSelect>
        </div>
        {playing ? (
          <Button size="lg" variant="gold" onClick={cashOut} disabled={round.revealed.length === 0} data-testid="demo-mines-cashout">
            {demoCashOutLabel(demoPayout(round.bet, round.multiplier))}
          </Button>
        ) : (
          <Button size="lg" onClick={start} disabled={!isDemoBetValid(bet, wallet.balance)} data-testid="demo-mines-start">
            Start Game
          </Button>
        )}
        <DemoRecent game="mines" items={recent} render={(r) => <span className={r.minesHit ? 'text-destructive' : netClass(r.bet, r.winnings)}>{demoMinesRecentText(r)}</span>} />
      </div>
    </div>
  );
}

/** The cash-out line: what the round did to the demo balance, then the payout (the stake was taken at the start). */
function DemoMinesCashedOut({ bet, multiplier }: { bet: number; multiplier: number }) {
  const payout = demoPayout(bet, multiplier);
  return (
    <p className={cn('text-center text-lg font-bold', netClass(bet, payout))} data-testid="demo-mines-result" data-outcome={outcomeOf(bet, payout)}>
      {demoCashOutText(multiplier, bet, payout)}
    </p>
  );
}
