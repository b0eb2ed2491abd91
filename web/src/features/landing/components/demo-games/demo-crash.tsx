import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { netClass, outcomeOf } from '@/features/games/components/shared/round-outcome';
import { cn } from '@/lib/utils';
import { DemoBetInput } from './demo-bet-input';
import { DemoRecent } from './demo-recent';
import { demoCashOutLabel, demoCashOutText } from './demo-result-texts';
import { DEMO_CRASH_GROWTH_PER_SECOND, DEMO_DEFAULT_BET, demoCrashPoint, demoPayout, isDemoBetValid } from './demo-rules';
import { useEndRoundOnReset, type DemoBalance } from './use-demo-balance';

const FRAME_MS = 50;
const CRASHED_RESET_MS = 3000;

type Phase = { kind: 'idle' } | { kind: 'flying'; bet: number } | { kind: 'cashed'; at: number; bet: number; payout: number } | { kind: 'crashed'; at: number };

/** Demo crash: from 1.00x rising 0.5x per second until the (secret) crash point; cash out before it. */
export function DemoCrash({ wallet }: { wallet: DemoBalance }) {
  const [betText, setBetText] = useState(String(DEMO_DEFAULT_BET));
  const [multiplier, setMultiplier] = useState(1);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [recent, setRecent] = useState<number[]>([]);
  const round = useRef<{ crashAt: number; startedAt: number; timer: ReturnType<typeof setInterval> } | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      clearInterval(round.current?.timer);
      clearTimeout(reset.current ?? undefined);
    },
    [],
  );
  useEndRoundOnReset(wallet, () => {
    clearInterval(round.current?.timer);
    clearTimeout(reset.current ?? undefined);
    round.current = null;
    setPhase({ kind: 'idle' });
    setMultiplier(1);
  });
  const bet = Number(betText);
  const flying = phase.kind === 'flying';

  function start() {
    if (flying || !isDemoBetValid(bet, wallet.balance)) return;
    clearTimeout(reset.current ?? undefined);
    wallet.change(-bet);
    const crashAt = demoCrashPoint();
    const startedAt = Date.now();
    setMultiplier(1);
    setPhase({ kind: 'flying', bet });
    const timer = setInterval(() => {
      const now = 1 + ((Date.now() - startedAt) / 1000) * DEMO_CRASH_GROWTH_PER_SECOND;
      if (now >= crashAt) {
        clearInterval(timer);
        round.current = null;
        setMultiplier(crashAt);
        setPhase({ kind: 'crashed', at: crashAt });
        setRecent((r) => [crashAt, ...r].slice(0, 10));
        reset.current = setTimeout(() => {
          setPhase({ kind: 'idle' });
          setMultiplier(1);
        }, CRASHED_RESET_MS);
      } else {
        setMultiplier(Math.floor(now * 100) / 100);
      }
    }, FRAME_MS);
    round.current = { crashAt, startedAt, timer };
  }

  function cashOut() {
    const current = round.current;
    if (phase.kind !== 'flying' || !current) return;
    const at = Math.floor((1 + ((Date.now() - current.startedAt) / 1000) * DEMO_CRASH_GROWTH_PER_SECOND) * 100) / 100;
    // Too late: the crash point was reached before this click (the next frame will show the crash).
    if (at >= current.crashAt) return;
    clearInterval(current.timer);
    round.current = null;
    const payout = demoPayout(phase.bet, at);
    wallet.change(payout);
    setMultiplier(at);
    setPhase({ kind: 'cashed', at, bet: phase.bet, payout });
    setRecent((r) => [current.crashAt, ...r].slice(0, 10));
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className={cn('relative grid min-h-56 place-items-center rounded-lg bg-background/40 p-6', phase.kind === 'crashed' && 'ring-2 ring-destructive')}>
        <div className="text-center">
          <p className={cn('text-6xl font-extrabold tabular-nums', phase.kind === 'crashed' ? 'text-destructive' : phase.kind === 'cashed' ? 'text-success' : '')} data-testid="demo-crash-multiplier">
            {multiplier.toFixed(2)}x
          </p>
          {phase.kind === 'crashed' ? (
            <p className="mt-2 text-lg font-bold text-destructive" data-testid="demo-crash-crashed">
              Crashed at {phase.at.toFixed(2)}x!
            </p>
          ) : phase.kind === 'cashed' ? (
            <p className={cn('mt-2 text-lg font-bold', netClass(phase.bet, phase.payout))} data-testid="demo-crash-result" data-outcome={outcomeOf(phase.bet, phase.payout)}>
              {demoCashOutText(phase.at, phase.bet, phase.payout)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid content-start gap-4">
        <DemoBetInput game="crash" value={betText} balance={wallet.balance} onChange={setBetText} disabled={flying} />
        {flying ? (
          <Button size="lg" variant="gold" onClick={cashOut} data-testid="demo-crash-cashout">
            {demoCashOutLabel(demoPayout(phase.bet, multiplier))}
          </Button>
        ) : (
          <Button size="lg" onClick={start} disabled={!isDemoBetValid(bet, wallet.balance)} data-testid="demo-crash-start">
            Start
          </Button>
        )}
        <DemoRecent game="crash" items={recent} render={(m) => <span className={m >= 2 ? 'text-success' : 'text-destructive'}>{m.toFixed(2)}x</span>} />
      </div>
    </div>
  );
}
