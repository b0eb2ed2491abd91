import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { FeaturedOffers } from '@/features/offers/components/featured-offers';
import { OfferWall } from '@/features/offers/components/offer-wall';
import { EarnQuickActions } from './earn-quick-actions';
import { EarnTips } from './earn-tips';
import { ExchangeRates } from './exchange-rates';
import { LoginPrompt } from './login-prompt';
import { PointValues } from './point-values';

/** /earn: rates, featured offers, quick actions, the offer wall, point values and tips; visitors get login prompts. */
export function EarnPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="space-y-6">
      <ExchangeRates />
      {user ? (
        <>
          <FeaturedOffers />
          <EarnQuickActions user={user} />
          <OfferWall />
        </>
      ) : (
        <>
          <LoginPrompt what="see offers" />
          <LoginPrompt what="use the offer wall" />
        </>
      )}
      <PointValues signedIn={Boolean(user)} />
      <EarnTips />
    </div>
  );
}
