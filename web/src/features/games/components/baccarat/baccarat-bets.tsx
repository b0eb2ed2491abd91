import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BaccaratSide } from '@app/contracts';
import { SIDES } from './baccarat-stakes';

/** One labelled stake input per side (0 or empty: no bet on that side). */
export function BaccaratBets({ values, invalid, onChange, disabled }: { values: Record<BaccaratSide, string>; invalid: readonly BaccaratSide[]; onChange: (side: BaccaratSide, value: string) => void; disabled: boolean }) {
  return (
    <div className="grid grid-cols-3 gap-2">
      {SIDES.map(({ side, label, pays }) => (
        <div key={side} className="grid gap-1.5">
          <Label htmlFor={`baccarat-bet-${side}`}>
            {label} <span className="text-xs text-muted-foreground">{pays}</span>
          </Label>
          <Input
            id={`baccarat-bet-${side}`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={values[side]}
            onChange={(e) => onChange(side, e.target.value)}
            disabled={disabled}
            aria-invalid={invalid.includes(side)}
            aria-describedby="baccarat-bet-problem"
            data-testid={`baccarat-bet-${side}`}
          />
        </div>
      ))}
    </div>
  );
}
