import { Link } from 'react-router';
import { ArrowRight, Coins, Dices, Users, Wallet, type LucideIcon } from 'lucide-react';
import { paths } from '@/app/paths';
import { Card, CardContent } from '@/components/ui/card';
import { REFERRAL_CARD_ID } from '@/features/referral/components/referral-card';
import { REFERRAL_SHARE_PERCENT, referralBonusPoints } from '@/features/referral/components/referral-terms';
import { cn } from '@/lib/utils';

interface QuickLink {
  id: string;
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  /** Tailwind classes: the card's gradient start, and the icon's colour */
  gradient: string;
  iconColor: string;
}

const quickLinks: QuickLink[] = [
  { id: 'earn', to: paths.earn, title: 'Earn Points', text: 'Offers, surveys and daily rewards', icon: Coins, gradient: 'from-primary/25', iconColor: 'text-primary' },
  { id: 'games', to: paths.games, title: 'Play Games', text: 'Dice, Crash, Mines and more', icon: Dices, gradient: 'from-violet-500/25', iconColor: 'text-violet-300' },
  { id: 'withdraw', to: paths.withdraw, title: 'Withdraw', text: 'Robux, PayPal, Zelle, CashApp', icon: Wallet, gradient: 'from-gold/25', iconColor: 'text-gold' },
  { id: 'refer', to: `#${REFERRAL_CARD_ID}`, title: 'Refer Friends', text: `${referralBonusPoints} when a friend completes a first offer, plus ${REFERRAL_SHARE_PERCENT}% for life`, icon: Users, gradient: 'from-sky-500/25', iconColor: 'text-sky-300' },
];

export function QuickLinkCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {quickLinks.map(({ id, to, title, text, icon: Icon, gradient, iconColor }) => (
        <Link key={id} to={to} className="group rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" data-testid={`quick-link-${id}`}>
          <Card className={cn('h-full bg-gradient-to-br to-card transition-all group-hover:-translate-y-0.5 group-hover:border-primary/50', gradient)}>
            <CardContent className="flex items-center gap-4 p-5">
              <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl bg-background/50', iconColor)}>
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-foreground">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
              <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-1" aria-hidden />
            </CardContent>
          </Card>
        </Link>
      ))}
    </div>
  );
}
