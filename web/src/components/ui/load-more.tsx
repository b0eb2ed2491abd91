import { cn } from '@/lib/utils';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The end of a paged list (transactions, game history, withdrawals): a button that reads the next, older
 * page, 'Loading...' meanwhile, and above it why the last try failed, until the next one.
 */
export function LoadMore({
  label,
  loading,
  failure,
  onLoad,
  testId,
  failureTestId,
  className,
}: {
  label: string;
  loading: boolean;
  /** what to say when the last page asked for could not be read, null while it could */
  failure: string | null;
  onLoad: () => void;
  testId: string;
  failureTestId: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      {failure && !loading ? (
        <p className="text-sm text-muted-foreground" role="alert" data-testid={failureTestId}>
          {failure}
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoad} disabled={loading} data-testid={testId}>
        {loading ? <Spinner /> : null}
        {loading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
