import { useState } from 'react';
import type { PostSlotsResponse, SlotSymbol } from '@app/contracts';
import { cn } from '@/lib/utils';
import { usePlaySlots } from '../../api/play-slots';
import { useRoundSettled } from '../../api/round-settled';
import { BetAmountField } from '../shared/bet-amount-field';
import { toastGameError } from '../shared/game-errors';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { useRecentList } from '../shared/recent-store';
import { formatNet, netClass, outcomeOf, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { useBalance } from '../shared/use-balance';
import { bestMultiplier100, isPlayableBet, useBetAmount } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { useTimers } from '../shared/use-timers';
import { SlotReels } from './slot-reels';
import { randomSymbol, SYMBOL_FACE, TRIPLE_PAYS } from './slot-symbols';

// Reels change symbol every 80 ms and stop one after another on the server's symbols.
const FRAME_MS = 80;
const STOP_AFTER_MS = [900, 1400, 1900] as const;

/** Slots: three reels; the server picks the symbols, the reels stop on them left to right. */
export function SlotsGame() {
  const balance = useBalance();
  const bet = useBetAmount(10);
  // three diamonds: the best line (a pair pays 1.5x), what the server checks against the maximum win
  const limits = useBetLimits(bestMultiplier100(TRIPLE_PAYS.map((pay) => pay.multiplier)));
  const [symbols, setSymbols] = useState<SlotSymbol[]>(['cherry', 'bell', 'diamond']);
  const [spinning, setSpinning] = useState([false, false, false]);
  const [result, setResult] = useState<(PostSlotsResponse & { bet: number }) | null>(null);
  const [recent, addRecent] = useRecentList<PostSlotsResponse & { bet: number }>('slots', 10);
  const timers = useTimers();
  const play = usePlaySlots();
  const settled = useRoundSettled();
  const busy = spinning.some(Boolean) || play.isPending;

  async function spin() {
    const stake = bet.amount;
    setResult(null);
    setSpinning([true, true, true]);
    const stopped = [false, false, false];
    timers.every(FRAME_MS, () => setSymbols((current) => current.map((s, i) => (stopped[i] ? s : randomSymbol()))));
    try {
      const answer = await play.mutateAsync({ betAmount: stake });
      await Promise.all(
        STOP_AFTER_MS.map(async (ms, i) => {
          await timers.wait(ms);
          stopped[i] = true;
          setSymbols((current) => current.map((s, j) => (j === i ? answer.symbols[i]! : s)));
          setSpinning((current) => current.map((v, j) => (j === i ? false : v)));
        }),
      );
      timers.clear();
      setResult({ ...answer, bet: stake });
      addRecent({ ...answer, bet: stake });
    } catch (error) {
      timers.clear();
      setSpinning([false, false, false]);
      toastGameError(error, 'Slots Error');
    } finally {
      settled();
    }
  }

  const stage = (
    <div className="grid gap-6 py-4">
      <SlotReels symbols={symbols} spinning={spinning} />
      {result && !busy ? (
        <RoundResult game="slots" outcome={outcomeOf(result.bet, result.winnings)}>
          {result.winnings > 0 ? `${result.multiplier}x! ${payoutSentence(result.bet, result.winnings)}` : 'No match. Better luck next spin!'}
        </RoundResult>
      ) : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Place Your Bet">
        <BetAmountField game="slots" bet={bet} presets={[10, 50, 100]} max={balance} disabled={busy} limits={limits} />
        <PlayButton size="lg" onClick={spin} disabled={busy || !isPlayableBet(bet.amount, balance, limits)} data-testid="slots-spin-button">
          {busy ? 'Spinning...' : 'Spin'}
        </PlayButton>
      </SideCard>
      <SideCard title="Paytable" testId="slots-paytable">
        <ul className="grid gap-1 text-sm">
          {TRIPLE_PAYS.map(({ symbol, multiplier }) => (
            <li key={symbol} className="flex justify-between">
              <span>
                {SYMBOL_FACE[symbol]}
                {SYMBOL_FACE[symbol]}
                {SYMBOL_FACE[symbol]}
              </span>
              <span className="font-semibold">{multiplier}x</span>
            </li>
          ))}
          <li className="flex justify-between text-muted-foreground">
            <span>Any two alike</span>
            <span className="font-semibold">1.5x</span>
          </li>
        </ul>
      </SideCard>
      <RecentResults
        game="slots"
        title="Recent Spins"
        empty="No spins yet"
        items={recent}
        render={(r) => (
          <>
            <span>{r.symbols.map((s) => SYMBOL_FACE[s]).join(' ')}</span>
            <span className={cn('font-semibold', netClass(r.bet, r.winnings))}>{formatNet(r.bet, r.winnings)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="slots" title="Slots" stage={stage} controls={controls} />;
}
