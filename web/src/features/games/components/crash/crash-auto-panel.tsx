import { useState } from 'react';
import { crashMaxMultiplier100, type PostCrashResponse } from '@app/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePlayCrash } from '../../api/play-crash';
import { useRoundSettled } from '../../api/round-settled';
import { toastGameError } from '../shared/game-errors';
import { BetAmountField } from '../shared/bet-amount-field';
import { outcomeOf, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { isPlayableBet, useBetAmount } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { useTimers } from '../shared/use-timers';
import { CrashDisplay } from './crash-display';
import { parseTarget, TARGET_RULE } from './crash-target';
import { useCrashRecent } from './use-crash-recent';
import { PlayButton } from '../shared/play-button';

// The one-call round is decided at once; its climb is replayed at the real 0.5x/s but never longer than 5 s,
// up to where the player's ride ended: the auto cash-out when it was reached, else the crash.
const GROWTH_PER_MS = 0.5 / 1000;
const MAX_ANIMATION_MS = 5000;
const FRAME_MS = 40;
const CRASHED_RESET_MS = 3000;

/** Auto cash-out (POST /api/games/crash): the server draws the crash point and pays if it reaches the target. */
export function CrashAutoPanel({ balance }: { balance: number }) {
  const bet = useBetAmount(10);
  const [targetText, setTargetText] = useState('2.00');
  const [multiplier, setMultiplier] = useState(1);
  const [phase, setPhase] = useState<'idle' | 'running' | 'over'>('idle');
  // the stake played is kept with the answer: the bet box may change before the next round
  const [result, setResult] = useState<(PostCrashResponse & { bet: number }) | null>(null);
  const [, addRecent] = useCrashRecent();
  const timers = useTimers();
  const play = usePlayCrash();
  const settled = useRoundSettled();
  const target = parseTarget(targetText);
  // the auto cash-out is the most the bet can pay: what the server checks against the maximum win (its own rule)
  const limits = useBetLimits(target === null ? undefined : crashMaxMultiplier100(Math.round(target * 100)));

  async function launch() {
    if (target === null) return;
    timers.clear();
    setResult(null);
    setMultiplier(1);
    setPhase('running');
    try {
      const stake = bet.amount;
      const answer = await play.mutateAsync({ betAmount: stake, cashOutMultiplier: target });
      const end = answer.isWin ? answer.cashOutMultiplier : answer.crashPoint;
      const realMs = (end - 1) / GROWTH_PER_MS;
      const duration = Math.min(realMs, MAX_ANIMATION_MS);
      const began = Date.now();
      timers.every(FRAME_MS, () => {
        const t = Math.min(1, (Date.now() - began) / Math.max(duration, 1));
        setMultiplier(1 + (end - 1) * t);
      });
      await timers.wait(duration);
      timers.clear();
      setMultiplier(end);
      setResult({ ...answer, bet: stake });
      addRecent(answer.crashPoint);
      setPhase('over');
      // the crashed display resets after 3 s (spec section 4); the result line stays until the next bet
      timers.after(CRASHED_RESET_MS, () => {
        setPhase((p) => (p === 'over' ? 'idle' : p));
        setMultiplier(1);
      });
    } catch (error) {
      setPhase('idle');
      toastGameError(error, 'Crash Error');
    } finally {
      settled();
    }
  }

  const running = phase === 'running';
  return (
    <div className="grid gap-4">
      <CrashDisplay multiplier={multiplier} state={running ? 'running' : phase !== 'over' ? 'idle' : result?.isWin ? 'cashed' : 'crashed'} crashPoint={result?.crashPoint ?? null} />
      {result && phase !== 'running' ? (
        <RoundResult game="crash" outcome={outcomeOf(result.bet, result.winnings)}>
          {result.isWin
            ? `Auto cash-out at ${result.cashOutMultiplier.toFixed(2)}x: ${payoutSentence(result.bet, result.winnings)}`
            : `Crashed at ${result.crashPoint.toFixed(2)}x before ${result.cashOutMultiplier.toFixed(2)}x: ${payoutSentence(result.bet, result.winnings)}`}
        </RoundResult>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <BetAmountField game="crash-auto" bet={bet} presets={[10, 50, 100]} max={balance} disabled={running} limits={limits} />
        <div className="grid content-start gap-2">
          <Label htmlFor="crash-auto-target">Auto Cash Out (x)</Label>
          <Input
            id="crash-auto-target"
            type="number"
            min={1.01}
            max={1000}
            step={0.01}
            value={targetText}
            onChange={(e) => setTargetText(e.target.value)}
            disabled={running}
            aria-invalid={target === null}
            data-testid="crash-auto-input"
          />
          {target === null ? <p className="text-xs text-destructive" data-testid="crash-auto-target-problem">
              {TARGET_RULE}
            </p> : null}
        </div>
      </div>
      <PlayButton size="lg" onClick={launch} disabled={running || target === null || !isPlayableBet(bet.amount, balance, limits)} data-testid="crash-auto-play-button">
        {running ? 'Flying...' : 'Play with Auto Cash Out'}
      </PlayButton>
    </div>
  );
}
