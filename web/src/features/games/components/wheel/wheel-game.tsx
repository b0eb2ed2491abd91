import { useMemo, useState } from 'react';
import type { PostWheelResponse } from '@app/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePlayWheel } from '../../api/play-wheel';
import { useWheelSegments } from '../../api/get-wheel-segments';
import { useRoundSettled } from '../../api/round-settled';
import { BetAmountField } from '../shared/bet-amount-field';
import { toastGameError } from '../shared/game-errors';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { useRecentList } from '../shared/recent-store';
import { outcomeOf, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { spinTo } from '../shared/svg-arc';
import { bestMultiplier100, isPlayableBet, stakeLabel, useBetAmount } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { useTimers } from '../shared/use-timers';
import { landingAngle, segmentArcs, winningsClass } from './wheel-geometry';
import { WheelHowToPlay, WheelLegend } from './wheel-side-cards';
import { WheelSvg } from './wheel-svg';

// Spec section 9: 4000 ms, at least 1800 degrees (5 full turns) plus the extra that lands on the segment.
const SPIN_MS = 4000;
const TURNS = 5;

/** Wheel: the server picks the segment; the wheel turns five times and stops with it under the pointer. */
export function WheelGame() {
  const { data: user } = useCurrentUser();
  const balance = user?.points ?? 0;
  const segments = useWheelSegments();
  const arcs = useMemo(() => segmentArcs(segments.data ?? []), [segments.data]);
  const bet = useBetAmount(10);
  const limits = useBetLimits(bestMultiplier100(segments.data?.map((segment) => segment.multiplier)));
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  // The stake is kept with the answer: the bet box may change before the next spin, the result may not.
  const [result, setResult] = useState<(PostWheelResponse & { bet: number }) | null>(null);
  const [recent, addRecent] = useRecentList<PostWheelResponse & { bet: number }>('wheel', 10);
  const timers = useTimers();
  const play = usePlayWheel();
  const settled = useRoundSettled();
  // Spec section 5: disabled with no user, a bet of 0 or less, above the balance, or while spinning.
  const disabled = !user || !isPlayableBet(bet.amount, balance, limits) || spinning || arcs.length === 0;

  async function spin() {
    if (disabled) return;
    const stake = bet.amount;
    setSpinning(true);
    setResult(null);
    try {
      const answer = await play.mutateAsync({ betAmount: stake });
      const arc = arcs[answer.segmentIndex];
      if (arc) setRotation((r) => spinTo(r, landingAngle(arc), TURNS));
      await timers.wait(SPIN_MS);
      setResult({ ...answer, bet: stake });
      addRecent({ ...answer, bet: stake });
    } catch (error) {
      toastGameError(error, 'Wheel Error');
    } finally {
      setSpinning(false);
      settled();
    }
  }

  const stage = (
    <div className="grid gap-6 py-2">
      {segments.isPending ? <Skeleton className="mx-auto aspect-square w-full max-w-sm rounded-full" /> : <WheelSvg arcs={arcs} rotation={rotation} durationMs={SPIN_MS} highlight={spinning ? null : (result?.segmentIndex ?? null)} />}
      {segments.isError ? <p className="text-center text-sm text-destructive">The wheel could not be loaded.</p> : null}
      {result && !spinning ? (
        <RoundResult game="wheel" outcome={outcomeOf(result.bet, result.winnings)}>
          <span data-testid="wheel-result-segment" data-segment-index={result.segmentIndex}>
            {result.segment}
          </span>
          {' — '}
          {payoutSentence(result.bet, result.winnings)}
        </RoundResult>
      ) : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Betting">
        <BetAmountField game="wheel" bet={bet} presets={[10, 50, 100]} max={user ? balance : undefined} disabled={spinning} limits={limits} />
        <PlayButton size="lg" onClick={spin} disabled={disabled} data-testid="wheel-spin-button">
          {spinning ? 'SPINNING...' : stakeLabel(bet.amount) ? `SPIN (${stakeLabel(bet.amount)})` : 'SPIN'}
        </PlayButton>
      </SideCard>
      <WheelLegend arcs={arcs} />
      <RecentResults
        game="wheel"
        title="Recent Spins"
        empty="No spins yet"
        items={recent}
        render={(r) => (
          <>
            <span className="font-semibold">{r.segment}</span>
            {/* spec section 2: each entry shows the segment and its winnings (what the spin paid back) */}
            <span className={cn('font-semibold tabular-nums', winningsClass(r.multiplier))}>{formatPointsWithUnit(r.winnings)}</span>
          </>
        )}
      />
      <WheelHowToPlay />
    </>
  );

  return <GameLayout game="wheel" title="Wheel of Fortune" stage={stage} controls={controls} />;
}
