import { ArrowRightLeft } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { useOfferRate } from '../api/get-offer-rate';

/**
 * What "$1 earned" is worth: the wallet's own figure under the live offer_revenue_share (design section 4:
 * what the earn page shows is what is credited), whether or not the offer list loads. Never a guess:
 * '…' until the wallet answers, '—' if it cannot.
 */
function useOfferDollarText(): string {
  const { data, isError } = useOfferRate();
  if (data) return `${formatPoints(data.pointsPerDollar)} points`;
  return isError ? '— points' : '… points';
}

const tileClass = 'rounded-lg bg-muted/50 p-4 text-center';

/** The rates a player earns and spends at (100 points = $1 everywhere, design section 7). */
export function ExchangeRates() {
  const perDollar = useOfferDollarText();
  const rates = [
    { id: 'robux', left: '1 point', right: '1 Robux' },
    { id: 'usd', left: '100 points', right: '$1.00' },
    { id: 'earn', left: '$1 earned', right: perDollar },
    { id: 'giftcard', left: '500 points', right: '$5.00 gift card' },
  ];
  return (
    <Card data-testid="exchange-rates">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ArrowRightLeft className="size-5 text-primary" aria-hidden /> Exchange Rates
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {rates.map((r) => (
          <div key={r.id} className={tileClass} data-testid={`rate-${r.id}`}>
            <p className="font-bold">{r.left}</p>
            <p className="text-xs text-muted-foreground">=</p>
            <p className="font-bold text-gold">{r.right}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
