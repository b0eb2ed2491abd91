import { ArrowRightLeft } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useOffers } from '@/features/offers/api/get-offers';
import { formatPoints } from '@/lib/format';

/** Points per offer dollar: read off the offers (points = payout × 100 × revenue share), else the default share 1.0. */
function usePointsPerOfferDollar(): number {
  const { data } = useOffers();
  const sample = data?.offers.find((o) => Number(o.payout) > 0);
  return sample ? Math.round(sample.points / Number(sample.payout)) : 100;
}

const tileClass = 'rounded-lg bg-muted/50 p-4 text-center';

/** The rates a player earns and spends at (100 points = $1 everywhere, design section 7). */
export function ExchangeRates() {
  const perDollar = usePointsPerOfferDollar();
  const rates = [
    { id: 'robux', left: '1 point', right: '1 Robux' },
    { id: 'usd', left: '100 points', right: '$1.00' },
    { id: 'earn', left: '$1 earned', right: `${formatPoints(perDollar)} points` },
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
