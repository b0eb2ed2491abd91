import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A game's action button (Roll, Spin, Deal, Play, Hit, Cash Out…). While it cannot be pressed it is
 * `aria-disabled`, not `disabled`: the browser drops the keyboard focus of a button that becomes disabled to
 * the page body, so a keyboard player who pressed Enter could not press it again for the next round. It
 * keeps the focus and ignores presses meanwhile (assistive technology still reads it as unavailable).
 * `data-keep-focus` marks it as where `FocusKeeper` puts the focus when the button that held it is replaced.
 */
export function PlayButton({ disabled = false, onClick, className, ...props }: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      aria-disabled={disabled || undefined}
      data-keep-focus=""
      onClick={press}
      className={cn(disabled && 'cursor-not-allowed opacity-50 hover:brightness-100', className)}
    />
  );
}
