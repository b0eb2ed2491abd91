import { Link } from 'react-router';
import { Dices, Gift, ShieldCheck, Sparkles, Timer } from 'lucide-react';
import { authPath } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSignupBonus } from '@/features/auth/api/get-signup-bonus';
import { formatPoints } from '@/lib/format';

export const DEMO_GAMES_ANCHOR = 'demo-games';

function SignupBonusLine() {
  const { signupBonus, isLoading } = useSignupBonus();
  if (isLoading) return <Skeleton className="h-7 w-72" />;
  return (
    <Badge variant="gold" className="px-4 py-1.5 text-sm" data-testid="hero-signup-bonus">
      <Gift className="size-4" aria-hidden /> Sign up now and get {formatPoints(signupBonus)} free points!
    </Badge>
  );
}

const highlights = [
  { icon: Timer, text: '30-second withdrawals' },
  { icon: ShieldCheck, text: 'Provably fair games' },
  { icon: Sparkles, text: 'Robux at 1:1' },
];

export function LandingHero() {
  return (
    <section className="relative overflow-hidden px-4 pt-16 pb-12 sm:px-6 sm:pt-24 lg:px-8">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <SignupBonusLine />
        <h1 className="text-4xl font-black tracking-tight sm:text-6xl">
          Earn points. <span className="text-gradient-primary">Play games.</span> <span className="text-gradient-gold">Cash out fast.</span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Complete offers, claim daily bonuses and challenges, invite friends, and try your luck at casino games. Withdraw your points as Robux or real money.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="gold" data-testid="hero-signup">
            <Link to={authPath({ tab: 'signup' })}>
              <Gift aria-hidden /> Start Earning Now
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" data-testid="hero-demo">
            <a href={`#${DEMO_GAMES_ANCHOR}`}>
              <Dices aria-hidden /> Try Demo Games
            </a>
          </Button>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-1.5">
              <Icon className="size-4 text-primary" aria-hidden /> {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
