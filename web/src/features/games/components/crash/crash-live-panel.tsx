import { liveCrashReach100 } from '@app/contracts';
import { formatPointsWithUnit } from '@/lib/format';
import { BetAmountField } from '../shared/bet-amount-field';
import { outcomeOf, payoutAt, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { isPlayableBet, useBetAmount, useOpenRoundStake } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { CrashDisplay } from './crash-display';
import { useCrashLive } from './use-crash-live';
import { FocusKeeper } from '../shared/focus-keeper';
import { PlayButton } from '../shared/play-button';

/** The live round: launch, watch the multiplier climb on the server's clock, cash out by hand. */
export function CrashLivePanel({ balance }: { balance: number }) {
  const bet = useBetAmount(10);
  // no automatic cash-out here: the server refuses only a stake that even the lowest cash-out would overpay
  // (and cashes the round out where its payout reaches the max win)
  const limits = useBetLimits(liveCrashReach100(null));
  const { phase, last, multiplier, begin, canStart, cashOut, cashingOut } = useCrashLive();
  const busy = phase.kind === 'running' || phase.kind === 'starting';
  const over = phase.kind === 'over' ? phase.round : null;
  // a round resumed after a reload runs at its own stake: the disabled box shows it
  useOpenRoundStake(bet, phase.kind === 'running' ? phase.round.betAmount : null);
  const state = phase.kind === 'running' ? 'running' : over?.status === 'crashed' ? 'crashed' : over?.status === 'cashed_out' ? 'cashed' : 'idle';

  return (
    <div className="grid gap-4">
      <CrashDisplay multiplier={multiplier} state={state} crashPoint={over?.crashPoint ?? null} />
      {last ? (
        <RoundResult game="crash" outcome={outcomeOf(last.betAmount, last.winnings)}>
          {last.status === 'cashed_out'
            ? `Cashed out at ${(last.cashOutMultiplier ?? last.multiplier).toFixed(2)}x: ${payoutSentence(last.betAmount, last.winnings)}`
            : `Crashed at ${(last.crashPoint ?? last.multiplier).toFixed(2)}x: ${payoutSentence(last.betAmount, last.winnings)}`}
        </RoundResult>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <BetAmountField game="crash" bet={bet} presets={[10, 50, 100]} max={balance} disabled={busy} limits={limits} />
        <FocusKeeper className="grid">
          {phase.kind === 'running' ? (
            // distinct keys: the two buttons are never one DOM element that changes its meaning under a click
            <PlayButton key="cash-out" size="lg" variant="gold" onClick={cashOut} disabled={cashingOut} data-testid="crash-cashout-button">
              {/* the server pays at the hundredth reached when the cash-out arrives: floor, never round up */}
              Cash Out {formatPointsWithUnit(payoutAt(phase.round.betAmount, Math.floor(multiplier * 100) / 100))}
            </PlayButton>
          ) : (
            <PlayButton key="place-bet" size="lg" onClick={() => begin(bet.amount)} disabled={busy || !canStart || !isPlayableBet(bet.amount, balance, limits)} data-testid="crash-start-button">
              {phase.kind === 'starting' ? 'Starting...' : 'Place Bet'}
            </PlayButton>
          )}
        </FocusKeeper>
      </div>
    </div>
  );
}
