import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';
import { methodPayout, WITHDRAW_METHODS, type WithdrawMethodId } from './withdraw-methods';
import { minimumFor, type WithdrawalLimits } from './withdraw-rules';

/**
 * The method radio grid with each method's minimum and how it is paid (once the limits are known: Robux is
 * 'Instant' only with a Roblox payout account, else reviewed by an admin); Crypto and Gift Cards are
 * shown 'Soon' and cannot be selected.
 */
export function MethodGrid({ value, onChange, limits }: { value: WithdrawMethodId; onChange: (id: WithdrawMethodId) => void; limits: WithdrawalLimits | undefined }) {
  return (
    <RadioGroup value={value} onValueChange={(v) => onChange(v as WithdrawMethodId)} className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Withdrawal method">
      {WITHDRAW_METHODS.map((method) => {
        const { id, name, icon: Icon } = method;
        const soon = method.tag === 'Soon';
        const { tag, note } = methodPayout(method, limits);
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
              {tag ? (
                <Badge variant={tag === 'Instant' ? 'default' : tag === 'Manual' ? 'secondary' : 'outline'} data-testid={`method-tag-${id}`}>
                  {tag}
                </Badge>
              ) : null}
              {soon || !limits ? null : <span>Min {formatPoints(minimumFor(id, limits))}</span>}
            </span>
            {note ? (
              <span className="text-xs font-normal text-muted-foreground" data-testid={`method-note-${id}`}>
                {note}
              </span>
            ) : null}
          </Label>
        );
      })}
    </RadioGroup>
  );
}
