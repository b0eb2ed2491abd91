import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { demoBetProblem } from './demo-result-texts';

/**
 * The demo bet (default 10); the parent disables its start button unless 1 ≤ bet ≤ demo balance, and this
 * says why under the box (not during a round, when the box is locked).
 */
export function DemoBetInput({ game, value, balance, onChange, disabled }: { game: string; value: string; balance: number; onChange: (value: string) => void; disabled?: boolean }) {
  const id = `demo-${game}-bet`;
  const problem = disabled ? null : demoBetProblem(Number(value), balance);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Bet (demo points)</Label>
      <Input
        id={id}
        type="number"
        min={1}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-testid={`demo-${game}-bet-input`}
      />
      {/* always there, so screen readers announce the words when they appear */}
      <p id={`${id}-problem`} className="text-xs text-destructive" aria-live="polite" data-testid={`demo-${game}-bet-problem`}>
        {problem}
      </p>
    </div>
  );
}
