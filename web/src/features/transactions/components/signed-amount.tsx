import { formatPoints } from '@/lib/format';
import { cn } from '@/lib/utils';

/** '+120' in green or '-50' in red. */
export function SignedAmount({ amount, className }: { amount: number; className?: string }) {
  return (
    <span className={cn('font-semibold tabular-nums', amount >= 0 ? 'text-success' : 'text-destructive', className)}>
      {amount >= 0 ? '+' : '-'}
      {formatPoints(Math.abs(amount))}
    </span>
  );
}
