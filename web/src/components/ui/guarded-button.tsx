import type { MouseEvent } from 'react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

/**
 * A button that, while it cannot be pressed, is `aria-disabled` rather than `disabled`: the browser drops
 * the keyboard focus of a button that becomes disabled to the page's body, so a keyboard player who pressed
 * it (a form's submit while its request runs, a game's Roll during the round) would start over from the
 * top. It keeps the focus and ignores presses meanwhile (a form's implicit submission by Enter included: a
 * click on it, cancelled); assistive technology still reads it as unavailable.
 */
export function GuardedButton({ disabled = false, onClick, className, ...props }: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) return event.preventDefault();
    onClick?.(event);
  };
  return <Button {...props} aria-disabled={disabled || undefined} onClick={press} className={cn(disabled && 'cursor-not-allowed opacity-50 hover:brightness-100', className)} />;
}
