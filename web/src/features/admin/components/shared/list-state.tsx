import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';

interface ListStateProps {
  /** testid prefix: `${id}-loading`, `${id}-error`, `${id}-empty` */
  id: string;
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** The loading, failed and empty states every admin list shares; the list itself otherwise. */
export function ListState({ id, isPending, error, isEmpty, emptyText, children }: ListStateProps) {
  if (isPending) {
    return (
      <div className="space-y-2" data-testid={`${id}-loading`}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <p className="py-10 text-center text-destructive" role="alert" data-testid={`${id}-error`}>
        {errorMessage(error, 'Failed to load')}
      </p>
    );
  }
  if (isEmpty) {
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid={`${id}-empty`}>
        {emptyText}
      </p>
    );
  }
  return <>{children}</>;
}
