import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { WITHDRAW_METHODS, type WithdrawMethodId } from './withdraw-methods';
import { minimumFor, type WithdrawalLimits } from './withdraw-rules';

/**
 * The method radio grid with each method's minimum (once the limits are known); Crypto and Gift Cards are
 * shown 'Soon' and cannot be selected.
 */
export function MethodGrid({ value, onChange, limits }: { value: WithdrawMethodId; onChange: (id: WithdrawMethodId) => void; limits: WithdrawalLimits | undefined }) {
  return (
    <RadioGroup value={value} onValueChange={(v) => onChange(v as WithdrawMethodId)} className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Withdrawal method">
      {WITHDRAW_METHODS.map(({ id, name, icon: Icon, tag }) => {
        const soon = tag === 'Soon';
        return (
          <Label
            key={id}
            htmlFor={`method-${id}`}
            className={cn(
              'flex cursor-pointer flex-col gap-2 rounded-lg border border-border p-4 transition-colors',
              value === id && 'border-primary bg-primary/10',
              soon && 'cursor-not-allowed opacity-50',
            )}
            data-testid={`method-card-${id}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold">
                <Icon className="size-4" aria-hidden /> {name}
              </span>
              <RadioGroupItem id={`method-${id}`} value={id} disabled={soon} data-testid={`method-${id}`} />
            </span>
            <span className="flex items-center justify-between gap-2 text-xs font-normal text-muted-foreground">
              <Badge variant={tag === 'Instant' ? 'default' : tag === 'Manual' ? 'secondary' : 'outline'}>{tag}</Badge>
              {soon || !limits ? null : <span>Min {formatPoints(minimumFor(id, limits))}</span>}
            </span>
          </Label>
        );
      })}
    </RadioGroup>
  );
}
