import { Coins } from 'lucide-react';
import { useSiteName } from '@/features/site/api/get-site';
import { cn } from '@/lib/utils';

export function BrandLogo({ className }: { className?: string }) {
  const siteName = useSiteName();
  return (
    // min-w-0 and truncate: in a crowded bar (a phone, a long site name) the name gives way, never the layout
    <span className={cn('inline-flex min-w-0 items-center gap-2 text-lg font-extrabold tracking-tight', className)}>
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-gold to-amber-600 text-gold-foreground shadow-[0_0_18px_-4px_var(--gold)]">
        <Coins className="size-5" aria-hidden />
      </span>
      <span className="truncate text-gradient-gold">{siteName}</span>
    </span>
  );
}
