import { Gift } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';
import { useSignupBonus } from '../api/get-signup-bonus';

/** 'Welcome Bonus' banner with the configured signup bonus (GET /api/signup-bonus). */
export function WelcomeBonusBanner() {
  const { signupBonus, isLoading } = useSignupBonus();
  return (
    <div className="flex items-center gap-4 rounded-xl border border-gold/40 bg-gradient-to-r from-gold/15 via-gold/5 to-transparent p-4" data-testid="welcome-bonus-banner">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gold text-gold-foreground shadow-[0_0_24px_-4px_var(--gold)]">
        <Gift className="size-6" aria-hidden />
      </span>
      <div>
        <p className="text-sm font-semibold tracking-wide text-gold uppercase">Welcome Bonus</p>
        {isLoading ? (
          <Skeleton className="mt-1 h-5 w-56" />
        ) : (
          <p className="font-semibold">
            Get <span data-testid="signup-bonus-amount">{formatPoints(signupBonus)}</span> free points when you create your account!
          </p>
        )}
      </div>
    </div>
  );
}
