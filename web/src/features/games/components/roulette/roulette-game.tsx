import { useReducer, useState } from 'react';
import type { PostRouletteResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { cn } from '@/lib/utils';
import { usePlayRoulette } from '../../api/play-roulette';
import { useRoundSettled } from '../../api/round-settled';
import { isInsufficientFunds } from '../shared/game-errors';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { useRecentList } from '../shared/recent-store';
import { formatNet, netClass, outcomeOf, payoutSentence } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { spinTo } from '../shared/svg-arc';
import { aboveMaxBet } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { useTimers } from '../shared/use-timers';
import { RouletteBetResults } from './roulette-bet-results';
import { betsReducer, EMPTY_BETS, totalOf, type Bets, type BetsAction } from './roulette-bets';
import { RouletteBoard } from './roulette-board';
import { RouletteControls } from './roulette-controls';
import type { BetSpot } from './roulette-layout';
import { placedBets, rouletteMaxWinProblem } from './roulette-max-win';
import { pocketColor, pocketLabel } from './roulette-pockets';
import { pocketAngle, RouletteWheel } from './roulette-wheel';

// Spec section 4: the spin takes about 4.5 s, the result shows about 0.5 s later.
const SPIN_MS = 4500;
const RESULT_DELAY_MS = 500;
const TURNS = 6;
/** POST /api/games/roulette takes at most 100 bets (ZPostRouletteRequest); each spot is sent as one bet. */
const MAX_SPOTS = 100;

function spinError(): void {
  toast({ title: 'Spin Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
}

function insufficient(): void {
  toast({ title: 'Insufficient balance for this bet', variant: 'destructive' });
}

/** American roulette: chips on the board, the server spins, the wheel stops on its pocket. */
export function RouletteGame() {
  const { data: user } = useCurrentUser();
  if (!user) return <p data-testid="roulette-login-required">Please log in to play roulette</p>;
  return <RouletteTable balance={user.points} />;
}

/** The request body: every chip on the board as one bet of its spot, all sent in one request. */
function requestOf(bets: Bets) {
  return { bets: placedBets(bets), totalBet: totalOf(bets) };
}

function RouletteTable({ balance }: { balance: number }) {
  const [chip, setChip] = useState(10);
  const [{ bets, history }, dispatch] = useReducer(betsReducer, EMPTY_BETS);
  const [previous, setPrevious] = useState<Bets>(new Map());
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<PostRouletteResponse | null>(null);
  const [recent, addRecent] = useRecentList<PostRouletteResponse>('roulette', 10);
  const timers = useTimers();
  const play = usePlayRoulette();
  const settled = useRoundSettled();
  const totalBet = totalOf(bets);
  const { maxBet, maxWin } = useBetLimits();
  // chips may go on past the max win (Undo and Clear take them off); Spin waits until they fit, and says why
  const maxWinProblem = rouletteMaxWinProblem(bets, maxWin);

  /** Every change to the board first checks that the balance covers the new total, and the maximum bet of a spin. */
  function change(newTotal: number, action: BetsAction) {
    if (newTotal > balance) return insufficient();
    if (maxBet !== undefined && newTotal > maxBet) return toast({ title: aboveMaxBet(maxBet), variant: 'destructive' });
    setResult(null);
    dispatch(action);
  }

  function placeBet(spot: BetSpot) {
    if (!bets.has(spot.key) && bets.size >= MAX_SPOTS) {
      toast({ title: `At most ${MAX_SPOTS} different bets per spin`, variant: 'destructive' });
      return;
    }
    change(totalBet + chip, { kind: 'place', key: spot.key, amount: chip });
  }

  async function spin() {
    if (totalBet <= 0 || totalBet > balance || maxWinProblem !== null || spinning) return;
    const placed = bets;
    setSpinning(true);
    setResult(null);
    try {
      const answer = await play.mutateAsync(requestOf(placed));
      setPrevious(placed);
      setRotation((r) => spinTo(r, pocketAngle(answer.winningNumber), TURNS));
      await timers.wait(SPIN_MS + RESULT_DELAY_MS);
      setResult(answer);
      addRecent(answer);
      dispatch({ kind: 'reset' });
    } catch (error) {
      if (isInsufficientFunds(error)) insufficient();
      else spinError();
    } finally {
      setSpinning(false);
      settled();
    }
  }

  const winning = spinning ? null : (result?.winningNumber ?? null);
  const stage = (
    <div className="grid gap-6">
      <RouletteWheel rotation={rotation} durationMs={SPIN_MS} winning={winning} />
      {result ? (
        <div className="grid gap-2">
          <RoundResult game="roulette" outcome={outcomeOf(result.totalBet, result.totalWin)}>
            <span data-testid="roulette-winning-number" data-number={result.winningNumber}>
              {pocketLabel(result.winningNumber)} {result.winningColor}
            </span>
            {' — '}
            {payoutSentence(result.totalBet, result.totalWin)}
          </RoundResult>
          <RouletteBetResults bets={result.bets} />
        </div>
      ) : null}
      <RouletteBoard bets={bets} onBet={placeBet} disabled={spinning} winning={winning} />
    </div>
  );

  const controls = (
    <>
      <SideCard title="Your Bets">
        <RouletteControls
          chip={chip}
          onChip={setChip}
          totalBet={totalBet}
          balance={balance}
          problem={maxWinProblem}
          spinning={spinning}
          canUndo={history.length > 0}
          canRepeat={previous.size > 0}
          onUndo={() => dispatch({ kind: 'undo' })}
          onClear={() => dispatch({ kind: 'clear' })}
          onDouble={() => change(totalBet * 2, { kind: 'double' })}
          onRepeat={() => change(totalOf(previous), { kind: 'restore', bets: previous })}
          onSpin={spin}
        />
      </SideCard>
      <RecentResults
        game="roulette"
        title="Recent Spins"
        empty="No spins yet"
        items={recent}
        render={(r) => (
          <>
            <span className={cn('grid size-7 place-items-center rounded-full text-xs font-bold text-white', pocketColor(r.winningNumber) === 'red' ? 'bg-red-600' : pocketColor(r.winningNumber) === 'black' ? 'bg-slate-900' : 'bg-emerald-600')}>
              {pocketLabel(r.winningNumber)}
            </span>
            <span className={cn('font-semibold', netClass(r.totalBet, r.totalWin))}>{formatNet(r.totalBet, r.totalWin)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="roulette" title="American Roulette" stage={stage} controls={controls} />;
}
