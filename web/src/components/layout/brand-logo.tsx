import { Coins } from 'lucide-react';
import { useSiteName } from '@/features/site/api/get-site';
import { cn } from '@/lib/utils';

export function BrandLogo({ className }: { className?: string }) {
  const siteName = useSiteName();
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-extrabold tracking-tight', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-gold to-amber-600 text-gold-foreground shadow-[0_0_18px_-4px_var(--gold)]">
        <Coins className="size-5" aria-hidden />
      </span>
      <span className="text-gradient-gold">{siteName}</span>
    </span>
  );
}
