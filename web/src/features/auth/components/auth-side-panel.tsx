import { Dices, Gift, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { WelcomeBonusBanner } from './welcome-bonus-banner';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Gift, title: 'Earn Free Points', text: 'Complete offers, surveys and daily challenges to stack up points.' },
  { icon: Dices, title: 'Play Casino Games', text: 'Dice, Roulette, Crash, Mines and more, all provably fair.' },
  { icon: Zap, title: 'Fast Withdrawals', text: 'Cash out as Robux at 1:1, or as money through PayPal, Zelle and CashApp.' },
  { icon: Trophy, title: 'Daily Rewards', text: 'Claim a daily bonus, grow your streak and climb the leaderboard.' },
];

/** The side of the auth screen: what the product offers, and the welcome bonus. */
export function AuthSidePanel() {
  return (
    <aside className="flex flex-col gap-6" data-testid="auth-side-panel">
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Earn points. <span className="text-gradient-gold">Play. Win.</span>
        </h1>
        <p className="text-muted-foreground">Join thousands of players turning spare time into Robux and real rewards.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-border bg-card/60 p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <WelcomeBonusBanner />
    </aside>
  );
}
