import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BetAmount } from './use-bet-amount';

interface BetAmountFieldProps {
  /** the game's id, for the input's id and test ids (`{game}-bet-input`, `{game}-preset-{n}`) */
  game: string;
  bet: BetAmount;
  label?: string;
  presets?: readonly number[];
  /** the balance, as the input's max */
  max?: number;
  disabled?: boolean;
}

/** The bet input of a game: a labelled number input with optional preset buttons. */
export function BetAmountField({ game, bet, label = 'Bet Amount', presets = [], max, disabled = false }: BetAmountFieldProps) {
  const id = `${game}-bet`;
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
    </div>
  );
}
