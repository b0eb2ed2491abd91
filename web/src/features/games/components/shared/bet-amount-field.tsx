import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { betProblem, type BetAmount, type BetLimits } from './use-bet-amount';
import { useBetLimits } from './use-max-bet';

interface BetAmountFieldProps {
  /** the game's id, for the input's id and test ids (`{game}-bet-input`, `{game}-preset-{n}`, `{game}-bet-problem`) */
  game: string;
  bet: BetAmount;
  label?: string;
  presets?: readonly number[];
  /** the balance, as the input's max; when given, a bet above it (or not a whole number ≥ 1) is explained under the input */
  max?: number;
  disabled?: boolean;
  /** the round's limits with the bet's best multiplier (`useBetLimits(m)`), where the game knows it; else the maximum bet alone */
  limits?: BetLimits;
}

/**
 * The bet input of a game: a labelled number input with optional preset buttons, and, while the bet
 * cannot be played, why (spec section 5: the action button is then disabled; this says so next to it),
 * including a bet above the admin's maximum bet of one round, or one that could win more than the maximum win.
 */
export function BetAmountField({ game, bet, label = 'Bet Amount', presets = [], max, disabled = false, limits }: BetAmountFieldProps) {
  const id = `${game}-bet`;
  const maxBetOnly = useBetLimits();
  const problem = disabled || max === undefined ? null : betProblem(bet.amount, max, limits ?? maxBetOnly);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={bet.text}
        onChange={(e) => bet.setText(e.target.value)}
        onBlur={bet.normalize}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-testid={`${game}-bet-input`}
      />
      {presets.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Button key={preset} size="sm" variant="outline" disabled={disabled} onClick={() => bet.setAmount(preset)} data-testid={`${game}-preset-${preset}`}>
              {preset}
            </Button>
          ))}
        </div>
      ) : null}
      <p id={`${id}-problem`} className="min-h-4 text-xs text-destructive" aria-live="polite" data-testid={`${game}-bet-problem`}>
        {problem}
      </p>
    </div>
  );
}
