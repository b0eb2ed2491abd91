import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Dice1, Dice2, Dice3, Dice4, Dice5, Dice6 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { netClass, outcomeOf } from '@/features/games/components/shared/round-outcome';
import { cn } from '@/lib/utils';
import { DemoBetInput } from './demo-bet-input';
import { DemoRecent } from './demo-recent';
import { demoDiceResultText } from './demo-result-texts';
import { DEMO_DEFAULT_BET, DEMO_DICE_MULTIPLIER, demoPayout, diceWins, isDemoBetValid, rollDie } from './demo-rules';
import { useEndRoundOnReset, type DemoBalance } from './use-demo-balance';

const FACES = [Dice1, Dice2, Dice3, Dice4, Dice5, Dice6] as const;
const TICKS = 10;
const TICK_MS = 100;

interface DemoDiceRound {
  bet: number;
  diceResult: number;
  isWin: boolean;
  winAmount: number;
}

/** Demo dice: over or under 3.5, 1.8x, the last 5 rolls. */
export function DemoDice({ wallet }: { wallet: DemoBalance }) {
  const [betText, setBetText] = useState(String(DEMO_DEFAULT_BET));
  const [prediction, setPrediction] = useState<'over' | 'under'>('over');
  const [face, setFace] = useState(1);
  const [rolling, setRolling] = useState(false);
  const [last, setLast] = useState<DemoDiceRound | null>(null);
  const [recent, setRecent] = useState<DemoDiceRound[]>([]);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => clearInterval(timer.current ?? undefined), []);
  useEndRoundOnReset(wallet, () => {
    clearInterval(timer.current ?? undefined);
    setRolling(false);
    setLast(null);
  });
  const bet = Number(betText);
  const valid = isDemoBetValid(bet, wallet.balance);

  function roll() {
    if (!valid || rolling) return;
    wallet.change(-bet);
    setRolling(true);
    setLast(null);
    const final = rollDie();
    let ticks = 0;
    timer.current = setInterval(() => {
      ticks++;
      if (ticks < TICKS) return setFace(rollDie());
      clearInterval(timer.current ?? undefined);
      const isWin = diceWins(final, prediction);
      const round = { bet, diceResult: final, isWin, winAmount: isWin ? demoPayout(bet, DEMO_DICE_MULTIPLIER) : 0 };
      if (isWin) wallet.change(round.winAmount);
      setFace(final);
      setLast(round);
      setRecent((r) => [round, ...r].slice(0, 5));
      setRolling(false);
    }, TICK_MS);
  }

  const Face = FACES[face - 1] ?? Dice1;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid place-items-center gap-3 rounded-lg bg-background/40 p-6">
        <Face className={cn('size-24 text-primary', rolling && 'animate-bounce')} strokeWidth={1.25} data-testid="demo-dice-face" data-face={face} aria-label={`Die shows ${face}`} />
        {last ? (
          <p className={cn('text-lg font-bold', netClass(last.bet, last.winAmount))} data-testid="demo-dice-result" data-outcome={outcomeOf(last.bet, last.winAmount)}>
            {demoDiceResultText(last)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Over or under 3.5? A win pays 1.8x.</p>
        )}
      </div>
      <div className="grid content-start gap-4">
        <DemoBetInput game="dice" value={betText} balance={wallet.balance} onChange={setBetText} disabled={rolling} />
        <div className="grid grid-cols-2 gap-2">
          <Button variant={prediction === 'over' ? 'default' : 'outline'} onClick={() => setPrediction('over')} disabled={rolling} aria-pressed={prediction === 'over'} data-testid="demo-dice-over">
            <ArrowUp aria-hidden /> Over 3.5
          </Button>
          <Button variant={prediction === 'under' ? 'default' : 'outline'} onClick={() => setPrediction('under')} disabled={rolling} aria-pressed={prediction === 'under'} data-testid="demo-dice-under">
            <ArrowDown aria-hidden /> Under 3.5
          </Button>
        </div>
        <Button size="lg" onClick={roll} disabled={!valid || rolling} data-testid="demo-dice-roll">
          {rolling ? 'Rolling...' : 'Roll Dice'}
        </Button>
        <DemoRecent game="dice" items={recent} render={(r) => <span className={r.isWin ? 'text-success' : 'text-destructive'}>{r.diceResult}</span>} />
      </div>
    </div>
  );
}
