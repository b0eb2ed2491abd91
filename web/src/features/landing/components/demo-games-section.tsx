import { Bomb, Dices, RotateCcw, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DemoCrash } from './demo-games/demo-crash';
import { DemoDice } from './demo-games/demo-dice';
import { DemoMines } from './demo-games/demo-mines';
import { useDemoBalance } from './demo-games/use-demo-balance';
import { DEMO_GAMES_ANCHOR } from './landing-hero';
import { SectionHeading } from './section-heading';

const demoGames = [
  { value: 'dice', label: 'Dice', icon: Dices, Game: DemoDice },
  { value: 'crash', label: 'Crash', icon: Rocket, Game: DemoCrash },
  { value: 'mines', label: 'Mines', icon: Bomb, Game: DemoMines },
] as const;

/**
 * Free demo games with virtual points (spec sections 2 and 4): Dice, Crash and Mines on a shared demo
 * balance of 1,000 with a Reset button. Entirely in the browser; nothing is sent to the server.
 */
export function DemoGamesSection() {
  const wallet = useDemoBalance();
  return (
    <section id={DEMO_GAMES_ANCHOR} className="scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8" data-testid="demo-games">
      <SectionHeading eyebrow="Free to play" title="Try our games for free">
        Play with a demo balance of virtual points. No account needed, nothing to lose.
      </SectionHeading>
      <Card className="mx-auto max-w-4xl">
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="flex items-center justify-between gap-3 rounded-lg bg-muted/50 px-4 py-2">
            {/* one line on a phone too: 'Demo' gives way there, and the figure never parts from its unit */}
            <p className="text-sm">
              <span className="max-[419px]:hidden">Demo </span>Balance:{' '}
              <span className="whitespace-nowrap">
                <b className="text-gold tabular-nums" data-testid="demo-balance">
                  {wallet.balance.toLocaleString('en-US', { maximumFractionDigits: 2 })}
                </b>{' '}
                points
              </span>
            </p>
            <Button size="sm" variant="outline" onClick={wallet.reset} data-testid="demo-reset">
              <RotateCcw aria-hidden /> Reset
            </Button>
          </div>
          <Tabs defaultValue="dice">
            <TabsList className="w-full">
              {demoGames.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} data-testid={`demo-tab-${value}`}>
                  <Icon className="size-4" aria-hidden /> {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {demoGames.map(({ value, Game }) => (
              // Kept mounted while another game is shown, so a round in play (its stake already taken) goes on
              // instead of vanishing with its points when the visitor looks at another tab.
              <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden" data-testid={`demo-panel-${value}`}>
                <Game wallet={wallet} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </section>
  );
}
