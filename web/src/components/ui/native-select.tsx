import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useFormFieldAria } from './form-field-context';

/**
 * A styled native <select>: keyboard, screen readers, mobile pickers and Playwright's selectOption all
 * work with it as they do with any select, which a custom listbox cannot promise.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  const fieldAria = useFormFieldAria(props);
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background/60 py-2 pr-9 pl-3 text-sm',
          'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive disabled:opacity-50',
          className,
        )}
        {...props}
        {...fieldAria}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  );
}
