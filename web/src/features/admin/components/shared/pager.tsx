import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { lastPage } from './page-range';

interface PagerProps {
  /** testid prefix: `${id}-prev`, `${id}-next`, `${id}-page` */
  id: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** 'Page 2 of 5 (93)', with Previous / Next. */
export function Pager({ id, page, pageSize, total, onPage, disabled }: PagerProps) {
  const pages = lastPage(total, pageSize);
  return (
    <div className="flex items-center justify-between gap-3 pt-4 text-sm text-muted-foreground">
      <span data-testid={`${id}-page`}>
        Page {page} of {pages} ({formatCount(total)})
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1} data-testid={`${id}-prev`}>
          <ChevronLeft /> Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page >= pages} data-testid={`${id}-next`}>
          Next <ChevronRight />
        </Button>
      </div>
    </div>
  );
}
