import type { ReactNode } from 'react';
import { Activity, Crown, Medal, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRecentWinners } from './recent-winners-data';
import { RecentWinnersList } from './recent-winners-list';
import { RecentWinnersSpotlight } from './recent-winners-spotlight';
import { RecentWinnersTopEarners } from './recent-winners-top-earners';
import { SectionHeading } from './section-heading';

function Panel({ id, title, icon: Icon, text, children }: { id: string; title: string; icon: LucideIcon; text: string; children: ReactNode }) {
  return (
    // min-w-0: a grid item is otherwise as wide as its longest unbreakable line (a 50-character username)
    <Card className="min-w-0" data-testid={id}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-gold" aria-hidden /> {title}
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Recent winners (spec section 2, landing): the 8 latest wins (polled every 10 s), a winner spotlight
 * rotating every 4 s, and the top 5 earners.
 */
export function RecentWinnersSection() {
  const { winners, isPending } = useRecentWinners();
  return (
    <section className="px-4 py-20 sm:px-6 lg:px-8" data-testid="recent-winners">
      <SectionHeading eyebrow="Real players, real rewards" title="Recent Winners" />
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3">
        <Panel id="live-activity" title="Live Activity" icon={Activity} text="The latest wins as they happen.">
          <RecentWinnersList winners={winners} isPending={isPending} />
        </Panel>
        <Panel id="winner-spotlight" title="Winner Spotlight" icon={Crown} text="A rotating look at recent big winners.">
          <RecentWinnersSpotlight winners={winners} isPending={isPending} />
        </Panel>
        <Panel id="top-earners" title="Top Earners" icon={Medal} text="The five players who earned the most.">
          <RecentWinnersTopEarners />
        </Panel>
      </div>
    </section>
  );
}
