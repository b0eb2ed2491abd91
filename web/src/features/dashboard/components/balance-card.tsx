import { Coins } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatPoints, pointsToUsd } from '@/lib/format';

/** The player's points and their approximate dollar value (points / 100, 2 decimals). */
export function BalanceCard({ points }: { points: number }) {
  return (
    <Card className="relative overflow-hidden border-gold/30 bg-gradient-to-br from-gold/15 via-card to-card">
      <div className="absolute -top-10 -right-10 size-40 rounded-full bg-gold/20 blur-3xl" aria-hidden />
      <CardContent className="relative flex items-center gap-4 p-6">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gold text-gold-foreground shadow-[0_0_30px_-6px_var(--gold)]">
          <Coins className="size-7" aria-hidden />
        </span>
        <div>
          <p className="text-sm font-medium text-muted-foreground">Your Balance</p>
          <p className="text-3xl font-extrabold tabular-nums" data-testid="dashboard-balance">
            {formatPoints(points)} <span className="text-lg font-semibold text-muted-foreground">points</span>
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="dashboard-balance-usd">
            ≈ {pointsToUsd(points)} USD
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
