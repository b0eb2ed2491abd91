import { PageFrame } from '@/components/layout/page-frame';
import { GamesHub } from '@/features/games/components/games-hub';

export default function GamesRoute() {
  return (
    <PageFrame title="Casino Games" description="Ten provably fair games: Dice, Roulette, Crash, Mines, Slots, Blackjack, Wheel, Keno, Plinko and Baccarat.">
      <GamesHub />
    </PageFrame>
  );
}
