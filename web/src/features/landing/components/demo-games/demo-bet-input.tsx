import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The demo bet (default 10); the parent disables its start button unless 1 ≤ bet ≤ demo balance. */
export function DemoBetInput({ game, value, onChange, disabled }: { game: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const id = `demo-${game}-bet`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Bet (demo points)</Label>
      <Input id={id} type="number" min={1} step={1} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} data-testid={`demo-${game}-bet-input`} />
    </div>
  );
}
