import { CopyPlus, Eraser, Repeat, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatPointsWithUnit } from '@/lib/format';
import { RouletteChips } from './roulette-chips';
import { PlayButton } from '../shared/play-button';

interface ControlsProps {
  chip: number;
  onChip: (value: number) => void;
  totalBet: number;
  balance: number;
  /** why the chips on the board cannot be spun (they could win more than one round may pay), or null */
  problem: string | null;
  spinning: boolean;
  canUndo: boolean;
  canRepeat: boolean;
  onUndo: () => void;
  onClear: () => void;
  onDouble: () => void;
  onRepeat: () => void;
  onSpin: () => void;
}

/** The side card: chip choice, the total on the board, undo / clear / double / repeat, and Spin. */
export function RouletteControls(props: ControlsProps) {
  const { chip, onChip, totalBet, balance, problem, spinning, canUndo, canRepeat } = props;
  const empty = totalBet === 0;
  return (
    <>
      <RouletteChips chip={chip} onChip={onChip} disabled={spinning} />
      <p className="flex justify-between text-sm">
        <span className="text-muted-foreground">Total bet</span>
        <span className="font-bold tabular-nums" data-testid="roulette-total-bet">
          {formatPointsWithUnit(totalBet)}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={props.onUndo} disabled={spinning || !canUndo} data-testid="roulette-undo-button">
          <Undo2 aria-hidden /> Undo
        </Button>
        <Button variant="outline" onClick={props.onClear} disabled={spinning || empty} data-testid="roulette-clear-button">
          <Eraser aria-hidden /> Clear
        </Button>
        <Button variant="outline" onClick={props.onDouble} disabled={spinning || empty} data-testid="roulette-double-button">
          <CopyPlus aria-hidden /> Double
        </Button>
        <Button variant="outline" onClick={props.onRepeat} disabled={spinning || !canRepeat} data-testid="roulette-repeat-button">
          <Repeat aria-hidden /> Repeat
        </Button>
      </div>
      <PlayButton size="lg" onClick={props.onSpin} disabled={spinning || empty || totalBet > balance || problem !== null} aria-describedby={problem ? 'roulette-bet-problem' : undefined} data-testid="roulette-spin-button">
        {spinning ? 'Spinning...' : 'Spin'}
      </PlayButton>
      <p id="roulette-bet-problem" className="min-h-4 text-xs text-destructive" aria-live="polite" data-testid="roulette-bet-problem">
        {spinning ? null : problem}
      </p>
      <p className="text-xs text-muted-foreground">
        Click a number for a straight bet (35:1), the line between two numbers for a split (17:1), the bottom edge of a column of three for a street (11:1), the
        corner of four numbers for a corner (8:1), or where two streets meet at the bottom for a line (5:1). Dozens and columns pay 2:1; red, black, even, odd,
        1–18 and 19–36 pay 1:1.
      </p>
    </>
  );
}
