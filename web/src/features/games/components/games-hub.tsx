import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import type { GameType } from '@app/contracts';
import { BaccaratGame } from './baccarat/baccarat-game';
import { BlackjackGame } from './blackjack/blackjack-game';
import { CrashGame } from './crash/crash-game';
import { DiceGame } from './dice/dice-game';
import { FairPlayCard } from './fair-play-card';
import { GAME_CATALOGUE } from './game-catalogue';
import { GameStatsCard } from './game-stats-card';
import { GameTabs } from './game-tabs';
import { KenoGame } from './keno/keno-game';
import { MinesGame } from './mines/mines-game';
import { PlinkoGame } from './plinko/plinko-game';
import { RouletteGame } from './roulette/roulette-game';
import { SlotsGame } from './slots/slots-game';
import { WheelGame } from './wheel/wheel-game';

const SCREENS: Record<GameType, ComponentType> = {
  dice: DiceGame,
  roulette: RouletteGame,
  crash: CrashGame,
  mines: MinesGame,
  slots: SlotsGame,
  blackjack: BlackjackGame,
  wheel: WheelGame,
  keno: KenoGame,
  plinko: PlinkoGame,
  baccarat: BaccaratGame,
};

const isGame = (value: string | null): value is GameType => GAME_CATALOGUE.some((g) => g.id === value);

/**
 * The Casino Games hub (/games): the ten game buttons, the selected game, then the player's stats and the
 * fair-play card. The selected game is kept in `?game=` so a link (or a reload) opens it.
 */
export function GamesHub() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('game');
  const selected: GameType = isGame(requested) ? requested : 'dice';
  const Screen = SCREENS[selected];
  return (
    <div className="grid gap-6">
      <Tabs.Root value={selected} onValueChange={(game) => isGame(game) && setSearchParams({ game }, { replace: true })} activationMode="manual" className="grid gap-6">
        <GameTabs />
        <Tabs.Content value={selected} className="focus-visible:outline-none" data-testid={`game-panel-${selected}`}>
          <Screen key={selected} />
        </Tabs.Content>
      </Tabs.Root>
      <GameStatsCard />
      <FairPlayCard />
    </div>
  );
}
