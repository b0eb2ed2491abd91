import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const SIDES: readonly { side: BaccaratSide; label: string; pays: string }[] = [
  { side: 'player', label: 'Player', pays: '0.95:1' },
  { side: 'banker', label: 'Banker', pays: '0.9:1' },
  { side: 'tie', label: 'Tie', pays: '9:1' },
];

/** A whole number of points, 0 when empty or not a number. */
export const stakeOf = (text: string) => {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** One labelled stake input per side (0 or empty: no bet on that side). */
export function BaccaratBets({ values, onChange, disabled }: { values: Record<BaccaratSide, string>; onChange: (side: BaccaratSide, value: string) => void; disabled: boolean }) {
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
            data-testid={`baccarat-bet-${side}`}
          />
        </div>
      ))}
    </div>
  );
}
