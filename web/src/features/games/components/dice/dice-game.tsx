import { useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import type { PostDiceResponse } from '@app/contracts';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatPoints, formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useHouseEdges } from '../../api/get-house-edges';
import { usePlayDice } from '../../api/play-dice';
import { useRoundSettled } from '../../api/round-settled';
import { BetAmountField } from '../shared/bet-amount-field';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { formatNet, payoutAt } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { isInsufficientFunds } from '../shared/game-errors';
import { useBalance } from '../shared/use-balance';
import { betProblem, useBetAmount } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { useRecentList } from '../shared/recent-store';
import { useTicker } from '../shared/use-ticker';
import { useTimers } from '../shared/use-timers';
import { DiceFace } from './dice-face';
import { diceRecentNet, diceResultLine } from './dice-result-text';
import { radioArrowChoice } from './radio-arrow-keys';

type Prediction = 'over' | 'under';
const PREDICTIONS = ['over', 'under'] as const;
// Spec section 4: about 10 face changes at 100 ms, the last one the server's roll.
const TICK_MS = 100;
const TICKS = 10;

const randomFace = () => 1 + Math.floor(Math.random() * 6);


function insufficientPoints(bet: number, points: number): void {
  toast({ title: 'Insufficient Points', description: `You need ${formatPointsWithUnit(bet)} to place this bet. Current balance: ${formatPoints(points)}`, variant: 'destructive' });
}

/** Dice: over (4–6) or under (1–3) 3.5 on one die; the server rolls, the die lands on its roll. */
export function DiceGame() {
  const balance = useBalance();
  const bet = useBetAmount(10, 'free');
  const [prediction, setPrediction] = useState<Prediction>('over');
  const [face, setFace] = useState(1);
  const [rolling, setRolling] = useState(false);
  const [result, setResult] = useState<(PostDiceResponse & { bet: number }) | null>(null);
  const [recent, addRecent] = useRecentList<PostDiceResponse & { bet: number }>('dice', 10);
  const timers = useTimers();
  const ticker = useTicker(timers, TICK_MS, () => setFace(randomFace()));
  const play = usePlayDice();
  const settled = useRoundSettled();
  // What a win pays is the admin's setting (2 × (1 − edge)): stated as the server will pay it, never assumed.
  const winMultiplier = useHouseEdges().data?.dice.winMultiplier;

  // a win pays the stake × the win multiplier: what the server checks against the maximum win
  const limits = useBetLimits(winMultiplier === undefined ? undefined : Math.round(winMultiplier * 100));
  // above the balance stays a valid bet here (Roll answers with spec section 5's toast); above the maximum bet
  // or able to win more than the maximum win is not
  const validBet = betProblem(bet.amount, Number.POSITIVE_INFINITY, limits) === null;

  async function roll() {
    if (!validBet || rolling) return;
    if (bet.amount > balance) return insufficientPoints(bet.amount, balance);
    const stake = bet.amount;
    setResult(null);
    setRolling(true);
    ticker.start();
    try {
      const answer = await play.mutateAsync({ betAmount: stake, prediction });
      await ticker.land(TICKS - 1);
      setFace(answer.diceResult);
      setResult({ ...answer, bet: stake });
      addRecent({ ...answer, bet: stake });
    } catch (error) {
      ticker.stop();
      if (isInsufficientFunds(error)) insufficientPoints(stake, balance);
      else toast({ title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
    } finally {
      setRolling(false);
      settled();
    }
  }

  const stage = (
    <div className="grid min-h-72 place-items-center gap-6 py-6">
      <DiceFace face={face} rolling={rolling} />
      <p className="text-sm text-muted-foreground">
        {prediction === 'over' ? 'Over 3.5 wins on 4, 5 or 6' : 'Under 3.5 wins on 1, 2 or 3'}
        {winMultiplier === undefined ? null : <span data-testid="dice-win-multiplier"> · pays {winMultiplier}x</span>}
      </p>
      {result && !rolling ? (
        <RoundResult game="dice" outcome={result.isWin ? 'win' : 'loss'}>
          {diceResultLine(result)}
        </RoundResult>
      ) : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Place Your Bet">
        <BetAmountField game="dice" bet={bet} presets={[10, 50, 100]} max={balance} disabled={rolling} limits={limits} />
        <div className="grid gap-2">
          <span className="text-sm font-medium" id="dice-prediction-label">
            Prediction
          </span>
          {/* Radix's radio group: one tab stop, the focus follows the arrow keys; the keydown selects (WAI-ARIA radio group) */}
          <RadioGroup.Root
            className="grid grid-cols-2 gap-2"
            value={prediction}
            onValueChange={(value) => setPrediction(value as Prediction)}
            onKeyDown={(event) => {
              const next = rolling ? null : radioArrowChoice(PREDICTIONS, prediction, event.key);
              if (next) setPrediction(next);
            }}
            disabled={rolling}
            aria-labelledby="dice-prediction-label"
          >
            {PREDICTIONS.map((p) => (
              <RadioGroup.Item key={p} value={p} className={buttonVariants({ variant: prediction === p ? 'default' : 'outline' })} data-testid={`dice-prediction-${p}`}>
                {p === 'over' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
                {p === 'over' ? 'Over 3.5' : 'Under 3.5'}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
        <PlayButton size="lg" onClick={roll} disabled={!validBet || rolling} data-testid="dice-roll-button">
          {rolling ? 'Rolling...' : 'Roll Dice'}
        </PlayButton>
        <p className="text-xs text-muted-foreground" data-testid="dice-win-amount">
          Payout on a win: {validBet && winMultiplier !== undefined ? `${formatPointsWithUnit(payoutAt(bet.amount, winMultiplier))} (net ${formatNet(bet.amount, payoutAt(bet.amount, winMultiplier))})` : '—'}
        </p>
      </SideCard>
      <RecentResults
        game="dice"
        items={recent}
        render={(r) => (
          <>
            <span>
              Rolled <b>{r.diceResult}</b> ({r.prediction})
            </span>
            <span className={cn('font-semibold', r.isWin ? 'text-success' : 'text-destructive')}>{diceRecentNet(r)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="dice" title="Dice" stage={stage} controls={controls} />;
}
