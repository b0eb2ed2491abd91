import { Loader2 } from 'lucide-react';

/** Covers the whole screen while something the page needs (the current user, the install state) loads. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-background" data-testid="full-screen-spinner">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
