import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { useHouseEdges } from '../../api/get-house-edges';
import { formatEdge } from '../game-catalogue';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { useBalance } from '../shared/use-balance';
import { CrashAutoPanel } from './crash-auto-panel';
import { CrashLivePanel } from './crash-live-panel';
import { useCrashRecent } from './use-crash-recent';

const crashColor = (point: number) => (point >= 10 ? 'text-gold' : point >= 2 ? 'text-success' : 'text-destructive');

/** Crash: a live round with a manual cash-out, or one bet with an automatic cash-out. */
export function CrashGame() {
  const balance = useBalance();
  const [recent] = useCrashRecent();
  const houseEdge = useHouseEdges().data?.crash.houseEdge;
  const stage = (
    <Tabs defaultValue="live">
      <TabsList className="w-full">
        <TabsTrigger value="live" data-testid="crash-mode-live">
          Manual Cash Out
        </TabsTrigger>
        <TabsTrigger value="auto" data-testid="crash-mode-auto">
          Auto Cash Out
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">
        <CrashLivePanel balance={balance} />
      </TabsContent>
      <TabsContent value="auto">
        <CrashAutoPanel balance={balance} />
      </TabsContent>
    </Tabs>
  );
  const controls = (
    <>
      <RecentResults
        game="crash"
        title="Recent Crashes"
        empty="No crashes yet"
        items={recent}
        render={(point) => <span className={cn('font-bold tabular-nums', crashColor(point))}>{point.toFixed(2)}x</span>}
      />
      <SideCard title="How It Works">
        <p className="text-sm text-muted-foreground">
          The multiplier starts at 1.00x and climbs 0.5x every second. The crash point is drawn by the server before the round starts
          {houseEdge === undefined ? null : <span data-testid="crash-house-edge"> ({formatEdge(houseEdge)} house edge)</span>} and revealed when it is over. Cash
          out before the crash to win your bet times the multiplier.
        </p>
      </SideCard>
    </>
  );
  return <GameLayout game="crash" title="Crash" stage={stage} controls={controls} />;
}
