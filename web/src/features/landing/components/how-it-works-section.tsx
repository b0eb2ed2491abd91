import { Coins, UserPlus, Wallet } from 'lucide-react';
import { SectionHeading } from './section-heading';

const steps = [
  { icon: UserPlus, title: 'Create your free account', text: 'Sign up in seconds and receive your welcome bonus straight away.' },
  { icon: Coins, title: 'Earn points', text: 'Complete offers and surveys, claim your daily bonus, finish challenges and invite friends.' },
  { icon: Wallet, title: 'Cash out', text: 'Withdraw as Robux at 1:1, or as money. 100 points = $1.00.' },
];

export function HowItWorksSection() {
  return (
    <section className="px-4 py-20 sm:px-6 lg:px-8" data-testid="how-it-works">
      <SectionHeading eyebrow="How it works" title="Three steps to your first reward" />
      <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl border border-border bg-card/70 p-6">
            <span className="absolute -top-4 left-6 grid size-8 place-items-center rounded-full bg-gold text-sm font-black text-gold-foreground">{index + 1}</span>
            <Icon className="mt-2 size-8 text-primary" aria-hidden />
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
