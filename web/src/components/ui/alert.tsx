import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  default: 'border-border bg-card text-card-foreground',
  warning: 'border-warning/40 bg-warning/10 text-foreground [&>svg]:text-warning',
  destructive: 'border-destructive/50 bg-destructive/10 text-foreground [&>svg]:text-destructive',
  success: 'border-success/40 bg-success/10 text-foreground [&>svg]:text-success',
} as const;

export interface AlertProps extends ComponentProps<'div'> {
  variant?: keyof typeof variants;
}

export function Alert({ className, variant = 'default', ...props }: AlertProps) {
  return (
    <div
      role="alert"
      className={cn('relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', variants[variant], className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-muted-foreground', className)} {...props} />;
}
