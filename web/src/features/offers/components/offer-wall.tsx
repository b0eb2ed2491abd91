import { LayoutGrid } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOfferwall } from '../api/get-offerwall';

/** The offer wall frame, 600 px high, from GET /api/ogads/offerwall. */
export function OfferWall() {
  const { data, isLoading, isError } = useOfferwall();
  return (
    <Card data-testid="offer-wall">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LayoutGrid className="size-5 text-primary" aria-hidden /> Offer Wall
        </CardTitle>
        <CardDescription>Hundreds more offers and surveys. Credits can take up to 24 hours to appear.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-[600px] w-full" />
        ) : isError || !data?.url ? (
          <p className="py-8 text-center text-muted-foreground" data-testid="offer-wall-unavailable">
            The offer wall is not available right now.
          </p>
        ) : (
          <iframe
            src={data.url}
            title="Offer Wall"
            className="h-[600px] w-full rounded-lg border border-border bg-background"
            height={600}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            data-testid="offer-wall-frame"
          />
        )}
      </CardContent>
    </Card>
  );
}
