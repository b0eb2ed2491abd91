import { useState } from 'react';
import type { PlinkoRisk, PostPlinkoResponse } from '@app/contracts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { usePlinkoTables } from '../../api/get-plinko-tables';
import { usePlayPlinko } from '../../api/play-plinko';
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
import { PlinkoBoard } from './plinko-board';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
const RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
const ROW_MS = 150;

type Dropped = PostPlinkoResponse & { bet: number };

/** Plinko: the server decides left or right at every peg; the ball follows that path into its slot. */
export function PlinkoGame() {
  const balance = useBalance();
  const bet = useBetAmount(10);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [drop, setDrop] = useState<{ path: number[]; step: number } | null>(null);
  const [result, setResult] = useState<Dropped | null>(null);
  const [dropping, setDropping] = useState(false);
  const [recent, addRecent] = useRecentList<Dropped>('plinko', 10);
  const tables = usePlinkoTables();
  const timers = useTimers();
  const play = usePlayPlinko();
  const settled = useRoundSettled();
  const table = tables.data?.find((t) => t.rows === rows && t.risk === risk);
  const limits = useBetLimits(bestMultiplier100(table?.multipliers));

  async function dropBall() {
    const stake = bet.amount;
    setDropping(true);
    setResult(null);
    try {
      const answer = await play.mutateAsync({ betAmount: stake, rows, risk });
      setDrop({ path: answer.path, step: -1 });
      for (let step = 0; step < answer.path.length; step++) {
        await timers.wait(ROW_MS);
        setDrop({ path: answer.path, step });
      }
      await timers.wait(ROW_MS);
      setResult({ ...answer, bet: stake });
      addRecent({ ...answer, bet: stake });
    } catch (error) {
      setDrop(null);
      toastGameError(error, 'Plinko Error');
    } finally {
      setDropping(false);
      settled();
    }
  }

  const stage = (
    <div className="grid gap-4">
      {table ? (
        <PlinkoBoard rows={rows} multipliers={table.multipliers} path={drop?.path ?? null} step={drop?.step ?? -1} landed={result && result.rows === rows && result.risk === risk ? result.slot : null} />
      ) : (
        <p className="py-20 text-center text-muted-foreground">{tables.isError ? 'The plinko tables could not be loaded.' : 'Loading the board...'}</p>
      )}
      {result && !dropping ? (
        <RoundResult game="plinko" outcome={outcomeOf(result.bet, result.winnings)}>
          <span data-testid="plinko-result-slot" data-slot={result.slot}>
            {result.multiplier}x
          </span>
          {` — ${payoutSentence(result.bet, result.winnings)}`}
        </RoundResult>
      ) : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Place Your Bet">
        <BetAmountField game="plinko" bet={bet} presets={[10, 50, 100]} max={balance} disabled={dropping} limits={limits} />
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor="plinko-rows">Rows</Label>
            <NativeSelect
              id="plinko-rows"
              value={rows}
              onChange={(e) => {
                setRows(Number(e.target.value));
                setDrop(null);
              }}
              disabled={dropping}
              data-testid="plinko-rows-select"
            >
              {ROWS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="plinko-risk">Risk</Label>
            <NativeSelect id="plinko-risk" value={risk} onChange={(e) => setRisk(e.target.value as PlinkoRisk)} disabled={dropping} data-testid="plinko-risk-select">
              {RISKS.map((r) => (
                <option key={r} value={r}>
                  {r[0]!.toUpperCase() + r.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <PlayButton size="lg" onClick={dropBall} disabled={dropping || !table || !isPlayableBet(bet.amount, balance, limits)} data-testid="plinko-drop-button">
          {dropping ? 'Dropping...' : 'Drop Ball'}
        </PlayButton>
        {table ? <p className="text-xs text-muted-foreground">Return to player: {(table.rtp * 100).toFixed(1)}%</p> : null}
      </SideCard>
      <RecentResults
        game="plinko"
        title="Recent Drops"
        empty="No drops yet"
        items={recent}
        render={(r) => (
          <>
            <span>
              {r.multiplier}x · {r.rows} rows {r.risk}
            </span>
            <span className={cn('font-semibold', netClass(r.bet, r.winnings))}>{formatNet(r.bet, r.winnings)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="plinko" title="Plinko" stage={stage} controls={controls} />;
}
