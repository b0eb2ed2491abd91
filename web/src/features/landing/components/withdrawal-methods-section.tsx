import { Bitcoin, Clock, Gamepad2, Gift, ShieldAlert, Smartphone, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const methods: { id: string; icon: LucideIcon; title: string; detail: string; badge: string }[] = [
  { id: 'robux', icon: Gamepad2, title: 'Robux', detail: '1 point = 1 Robux, delivered through a gamepass.', badge: '1:1' },
  { id: 'crypto', icon: Bitcoin, title: 'Crypto', detail: 'Bitcoin, Ethereum and USDC.', badge: 'BTC · ETH · USDC' },
  { id: 'gift-cards', icon: Gift, title: 'Gift Cards', detail: 'Popular stores, minimum $5.', badge: 'Min $5' },
  { id: 'mobile-credits', icon: Smartphone, title: 'Mobile Credits', detail: 'Top up your phone with your points.', badge: 'Top-up' },
];

export function WithdrawalMethodsSection() {
  return (
    <section className="px-4 py-20 sm:px-6 lg:px-8" data-testid="withdrawal-methods">
      <SectionHeading eyebrow="Cash out your way" title="Withdrawal Methods">
        Turn your points into rewards you actually want.
      </SectionHeading>
      <div className="mx-auto grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {methods.map(({ id, icon: Icon, title, detail, badge }) => (
          <Card key={id} className="transition-colors hover:border-gold/50" data-testid={`withdrawal-method-${id}`}>
            <CardContent className="flex flex-col gap-3 p-6">
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-xl bg-gold/15 text-gold">
                  <Icon className="size-6" aria-hidden />
                </span>
                <Badge variant="secondary">{badge}</Badge>
              </div>
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="text-sm text-muted-foreground">{detail}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="mx-auto mt-6 flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden /> Average processing: 27 seconds
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ShieldAlert className="size-4 text-destructive" aria-hidden /> 18+ only
        </span>
      </div>
    </section>
  );
}
