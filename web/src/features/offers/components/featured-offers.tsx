import { AlertTriangle, RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffers } from '../api/get-offers';
import { OfferCard } from './offer-card';

const UNAVAILABLE = 'Offers Temporarily Unavailable';

function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="offers-error">
      <AlertTriangle className="size-8 text-destructive" aria-hidden />
      <p className="font-semibold">Failed to load offers</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} data-testid="offers-retry">
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden /> Try Again
      </Button>
    </div>
  );
}

/** Up to 6 offers from GET /api/ogads/offers, with the spec's error, empty and unavailable states. */
export function FeaturedOffers() {
  const { data, isLoading, isError, refetch, isFetching } = useOffers();
  const retry = () => void refetch();

  let body;
  if (isLoading) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  } else if (isError) {
    body = <LoadFailed message="Failed to load offers. Please try again." onRetry={retry} retrying={isFetching} />;
  } else if (data && !data.success && data.message === UNAVAILABLE) {
    body = (
      <p className="py-8 text-center font-semibold text-muted-foreground" data-testid="offers-unavailable">
        {UNAVAILABLE}
      </p>
    );
  } else if (data && !data.success) {
    body = <LoadFailed message={data.message || 'Failed to load offers. Please try again.'} onRetry={retry} retrying={isFetching} />;
  } else if (!data || data.offers.length === 0) {
    body = (
      <p className="py-8 text-center text-muted-foreground" data-testid="offers-empty">
        No offers available for your location at the moment
      </p>
    );
  } else {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers-list">
        {data.offers.slice(0, 6).map((offer) => (
          <OfferCard key={String(offer.offerid)} offer={offer} />
        ))}
      </div>
    );
  }

  return (
    <Card data-testid="featured-offers">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-gold" aria-hidden /> Featured Offers
        </CardTitle>
        <CardDescription>Complete an offer and the points shown are credited to your balance.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
