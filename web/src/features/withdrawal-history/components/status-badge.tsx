import { cn } from '@/lib/utils';

const tones: Record<string, string> = {
  completed: 'bg-success/15 text-success',
  pending: 'bg-amber-500/15 text-amber-400',
  rejected: 'bg-destructive/15 text-destructive',
};

/** Completed green, pending amber, rejected red, anything else grey; the label capitalised. */
export function WithdrawalStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status] ?? 'bg-muted text-muted-foreground')}
      data-testid="withdrawal-status"
    >
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
