import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * The top-right pop-up column, under the 4rem navigation bar (so a pop-up never hides the balance or the
 * Logout button): the toast first, then the slot where the live notifications stack. One column in the
 * page's flow means a toast pushes them down instead of covering them, whatever either's height.
 */
export function ToastArea({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none fixed top-16 right-0 z-[100] flex w-full flex-col p-4 sm:max-w-[420px]" data-testid="toast-area">
      {children}
      <div ref={setBelowToastsSlot} className="flex flex-col" />
    </div>
  );
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  // in ToastArea's flow; the gap under it only while it holds a toast
  return <ToastPrimitive.Viewport className={cn('flex w-full flex-col gap-2 outline-none not-empty:mb-2', className)} {...props} />;
}

// The slot element under the toasts, for pop-ups outside the toast store (LiveNotifications portals into it).
let belowToastsSlot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();

function setBelowToastsSlot(element: HTMLElement | null): void {
  belowToastsSlot = element;
  for (const listener of slotListeners) listener();
}

function subscribeToSlot(listener: () => void): () => void {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
}

/** Where to portal a pop-up that stacks under the toast; null until the Toaster is mounted. */
export function useBelowToastsSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribeToSlot,
    () => belowToastsSlot,
    () => null,
  );
}

const variants = {
  default: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

export type ToastVariant = keyof typeof variants;

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'toast-root group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-2xl shadow-black/40',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn('absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-60 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', className)}
      {...props}
    >
      <X className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn('inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-white/10', className)}
      {...props}
    />
  );
}
