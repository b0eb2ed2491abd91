import { useDocumentTitle } from '@/hooks/use-document-title';
import { DemoGamesSection } from './demo-games-section';
import { FinalCtaSection } from './final-cta-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHero } from './landing-hero';
import { LiveStatsStrip } from './live-stats-strip';
import { RecentWinnersSection } from './recent-winners-section';
import { WithdrawalMethodsSection } from './withdrawal-methods-section';

/** The public landing page (/landing), in the order of spec section 2. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div data-testid="landing-page">
      <LandingHero />
      <LiveStatsStrip />
      <DemoGamesSection />
      <HowItWorksSection />
      <RecentWinnersSection />
      <WithdrawalMethodsSection />
      <FinalCtaSection />
      <LandingFooter />
    </div>
  );
}
