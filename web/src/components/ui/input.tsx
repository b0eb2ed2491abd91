import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useFormFieldAria } from './form-field-context';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  const fieldAria = useFormFieldAria(props);
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background/60 px-3 py-2 text-sm shadow-xs transition-colors',
        'placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium',
        'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/30 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
      {...fieldAria}
    />
  );
}
