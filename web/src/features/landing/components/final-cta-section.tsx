import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { authPath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useSignupBonus } from '@/features/auth/api/get-signup-bonus';
import { formatPoints } from '@/lib/format';

export function FinalCtaSection() {
  const { signupBonus } = useSignupBonus();
  return (
    <section className="px-4 py-20 sm:px-6 lg:px-8" data-testid="final-cta">
      <div className="mx-auto max-w-4xl overflow-hidden rounded-3xl border border-gold/30 bg-gradient-to-br from-gold/20 via-card to-primary/15 p-10 text-center shadow-2xl">
        <h2 className="text-3xl font-black tracking-tight sm:text-4xl">Ready to start earning?</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Join today and get {formatPoints(signupBonus)} free points to start with. It is free, and it takes less than a minute.
        </p>
        <Button asChild size="lg" variant="gold" className="mt-6" data-testid="final-cta-signup">
          <Link to={authPath({ tab: 'signup' })}>
            Create Free Account <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
