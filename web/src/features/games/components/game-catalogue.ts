import type { GameType, GetHouseEdgesResponse } from '@app/contracts';
import { Bomb, Cherry, CircleDot, Club, Dices, Disc3, Grid3x3, Rocket, Spade, Triangle, type LucideIcon } from 'lucide-react';

export interface GameEntry {
  id: GameType;
  label: string;
  icon: LucideIcon;
  /** the one line of the 'Open Source & Fair Play' card */
  description: string;
  /** what follows it once the current house edges are known: the figures an admin can change */
  current?: (edges: GetHouseEdgesResponse) => string;
}

/** 0.04 → '4%', 0.035 → '3.5%' */
export const formatEdge = (edge: number) => `${Number((edge * 100).toFixed(2))}%`;

/** The ten games in the hub's order, Dice first (design section 5). */
export const GAME_CATALOGUE: readonly GameEntry[] = [
  { id: 'dice', label: 'Dice', icon: Dices, description: 'Dice: one six-sided die; call over (4–6) or under (1–3).', current: (e) => `A win pays ${e.dice.winMultiplier}x.` },
  { id: 'roulette', label: 'Roulette', icon: CircleDot, description: 'Roulette: American wheel with 0 and 00; straight 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozens and columns 2:1, even-money bets 1:1.' },
  { id: 'crash', label: 'Crash', icon: Rocket, description: 'Crash: the multiplier climbs 0.5x per second; cash out before the server-drawn crash point.', current: (e) => `House edge ${formatEdge(e.crash.houseEdge)}.` },
  { id: 'mines', label: 'Mines', icon: Bomb, description: 'Mines: 25 tiles and 3 to 10 hidden mines; every safe tile raises the multiplier, cash out any time.' },
  { id: 'slots', label: 'Slots', icon: Cherry, description: 'Slots: three reels; three alike pay 2x (cherry) to 50x (diamond), any pair 1.5x.' },
  { id: 'blackjack', label: 'Blackjack', icon: Spade, description: 'Blackjack: dealer draws to 17; a win pays 2x, blackjack 3:2; double on your first two cards.' },
  { id: 'wheel', label: 'Wheel', icon: Disc3, description: 'Wheel: 12 segments from bankrupt (0x) to 3x, each slice as wide as its odds.' },
  { id: 'keno', label: 'Keno', icon: Grid3x3, description: 'Keno: pick 1 to 10 of 80 numbers; 20 are drawn; the paytable of your pick count pays by matches.' },
  { id: 'plinko', label: 'Plinko', icon: Triangle, description: 'Plinko: the ball falls through 8 to 16 rows of pegs into a multiplier slot; three risk levels.' },
  { id: 'baccarat', label: 'Baccarat', icon: Club, description: 'Baccarat: bet on player (0.95:1), banker (0.9:1) or tie (9:1); standard third-card rules.' },
];
