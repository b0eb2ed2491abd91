import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { ChatDock } from '@/features/chat/components/chat-dock';
import { LiveActivityFeed } from '@/features/live-feed/components/live-activity-feed';
import { ChallengesCard } from '@/features/challenges/components/challenges-card';
import { DailyBonusCard } from '@/features/daily-bonus/components/daily-bonus-card';
import { LeaderboardTopCard } from '@/features/leaderboard/components/leaderboard-top-card';
import { ReferralCard } from '@/features/referral/components/referral-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BalanceCard } from './balance-card';
import { QuickLinkCards } from './quick-link-cards';
import { RecentTransactions } from './recent-transactions';
import { StatCards } from './stat-cards';
import { welcomeGreeting } from './welcome-greeting';

/**
 * The home dashboard (/), spec section 2: welcome and balance, stat cards, daily bonus, challenges,
 * top-10 leaderboard, referral card, link cards and recent transactions. The live feed and chat drawer
 * belong to the realtime feature and slot into this grid.
 */
export function HomeDashboard() {
  const user = useSignedInUser();
  useDocumentTitle('Home');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <EmailVerificationBanner />
      <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-center">
        <div className="min-w-0">
          {/* a first name of up to 50 letters has no space to break at: it wraps anywhere rather than run off screen */}
          <h1 className="text-3xl font-extrabold tracking-tight wrap-anywhere sm:text-4xl" data-testid="dashboard-welcome">
            {welcomeGreeting(user)}, <span className="text-gradient-gold">{user.firstName || 'Player'}</span>!
          </h1>
          <p className="mt-1 text-muted-foreground">Ready to earn and play? Here is where you stand.</p>
        </div>
        <BalanceCard points={user.points} />
      </div>
      <StatCards user={user} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyBonusCard />
        <ChallengesCard />
      </div>
      <QuickLinkCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <LeaderboardTopCard currentUserId={user.id} />
        <ReferralCard referralCode={user.referralCode} />
      </div>
      <RecentTransactions />
      <LiveActivityFeed />
      <ChatDock />
    </div>
  );
}
