import type { Offer } from '@app/contracts';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';

/** One featured offer: picture, name, ad copy, the points it credits and a link to start it. */
export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <Card className="flex h-full flex-col" data-testid="offer-card">
      <CardContent className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          {offer.picture ? <img src={offer.picture} alt="" className="size-12 shrink-0 rounded-lg object-cover" loading="lazy" /> : null}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-semibold">{offer.name_short || offer.name}</p>
            <Badge variant="gold" className="mt-1" data-testid="offer-points">
              +{formatPoints(offer.points)} points
            </Badge>
          </div>
        </div>
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{offer.adcopy || offer.description}</p>
        <Button asChild size="sm" className="w-full">
          <a href={offer.link} target="_blank" rel="noopener noreferrer" data-testid="offer-start">
            Start Offer <ExternalLink aria-hidden />
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
