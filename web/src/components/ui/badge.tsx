import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  default: 'border-transparent bg-primary/15 text-primary',
  gold: 'border-transparent bg-gold/15 text-gold',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  destructive: 'border-transparent bg-destructive/15 text-destructive',
  outline: 'border-border text-foreground',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof variants;
}

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variants[variant], className)} {...props} />;
}
