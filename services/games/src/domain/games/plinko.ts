import type { PlinkoRisk } from '@app/contracts';
import { atHouseEdge, payoutFor } from '../money.js';
import { choose, ratio } from './combinatorics.js';

/**
 * Plinko: at each of `rows` pegs the ball goes right when floor(float_i × 2) = 1 (float_i ≥ 0.5), left
 * otherwise; it lands in slot = number of rights (0 .. rows), with probability C(rows, slot) / 2^rows.
 * One symmetric table per (risk, rows), written for a house edge of 3%: each returns 0.966–0.970 (exact);
 * the setting house_edge_plinko scales every multiplier from them (money.ts `atHouseEdge`). Published with
 * GET /api/games/plinko/tables. Multipliers in hundredths.
 */
export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
/** The house edge PLINKO_TABLES are written for. */
export const PLINKO_BASE_EDGE = 0.03;

export const PLINKO_TABLES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [560, 270, 135, 75, 49, 75, 135, 270, 560],
    9: [640, 320, 169, 94, 58, 58, 94, 169, 320, 640],
    10: [730, 390, 210, 119, 72, 49, 72, 119, 210, 390, 730],
    11: [830, 450, 250, 146, 89, 57, 57, 89, 146, 250, 450, 830],
    12: [950, 530, 310, 180, 109, 69, 49, 69, 109, 180, 310, 530, 950],
    13: [1100, 620, 360, 210, 131, 84, 57, 57, 84, 131, 210, 360, 620, 1100],
    14: [1200, 720, 430, 260, 161, 102, 67, 48, 67, 102, 161, 260, 430, 720, 1200],
    15: [1400, 830, 500, 300, 191, 121, 80, 56, 56, 80, 121, 191, 300, 500, 830, 1400],
    16: [1600, 960, 580, 360, 230, 146, 96, 66, 48, 66, 96, 146, 230, 360, 580, 960, 1600],
  },
  medium: {
    8: [1300, 360, 128, 58, 39, 58, 128, 360, 1300],
    9: [1700, 510, 179, 78, 44, 44, 78, 179, 510, 1700],
    10: [2200, 690, 250, 107, 55, 39, 55, 107, 250, 690, 2200],
    11: [2900, 940, 340, 143, 71, 44, 44, 71, 143, 340, 940, 2900],
    12: [3800, 1300, 460, 195, 93, 53, 38, 53, 93, 195, 460, 1300, 3800],
    13: [4900, 1700, 630, 260, 123, 66, 43, 43, 66, 123, 260, 630, 1700, 4900],
    14: [6400, 2200, 850, 350, 163, 85, 51, 38, 51, 85, 163, 350, 850, 2200, 6400],
    15: [8400, 3000, 1100, 470, 210, 109, 63, 43, 43, 63, 109, 210, 470, 1100, 3000, 8400],
    16: [11000, 3900, 1500, 630, 280, 142, 78, 50, 38, 50, 78, 142, 280, 630, 1500, 3900, 11000],
  },
  high: {
    8: [2900, 480, 109, 35, 18, 35, 109, 480, 2900],
    9: [4500, 770, 172, 51, 23, 23, 51, 172, 770, 4500],
    10: [7000, 1200, 270, 80, 31, 19, 31, 80, 270, 1200, 7000],
    11: [11000, 1900, 430, 118, 43, 21, 21, 43, 118, 430, 1900, 11000],
    12: [17000, 3000, 670, 181, 62, 28, 18, 28, 62, 181, 670, 3000, 17000],
    13: [26500, 4800, 1000, 280, 91, 38, 21, 21, 38, 91, 280, 1000, 4800, 26500],
    14: [41500, 7500, 1600, 420, 135, 52, 26, 18, 26, 52, 135, 420, 1600, 7500, 41500],
    15: [64000, 11500, 2500, 640, 198, 74, 34, 21, 21, 34, 74, 198, 640, 2500, 11500, 64000],
    16: [100000, 18500, 3900, 980, 290, 106, 46, 25, 18, 25, 46, 106, 290, 980, 3900, 18500, 100000],
  },
};

/** The table of (risk, rows) paid at `houseEdge`, in hundredths. */
export function plinkoTable(risk: PlinkoRisk, rows: number, houseEdge: number): number[] {
  return PLINKO_TABLES[risk][rows]!.map((m100) => atHouseEdge(m100, houseEdge, PLINKO_BASE_EDGE));
}

/** The most a drop pays on (risk, rows) at `houseEdge`, in hundredths of its stake: the table's largest slot. */
export function plinkoMaxMultiplier100(risk: PlinkoRisk, rows: number, houseEdge: number): number {
  return Math.max(...plinkoTable(risk, rows, houseEdge));
}

export function plinkoRtp(risk: PlinkoRisk, rows: number, houseEdge = PLINKO_BASE_EDGE): number {
  const table = plinkoTable(risk, rows, houseEdge);
  const numerator = table.reduce((sum, m100, slot) => sum + BigInt(m100) * choose(rows, slot), 0n);
  return ratio(numerator, 100n * 2n ** BigInt(rows));
}

export interface PlinkoOutcome {
  path: (0 | 1)[];
  slot: number;
  multiplier100: number;
  payout: number;
}

export function playPlinko(floats: readonly number[], bet: { stake: number; rows: number; risk: PlinkoRisk; houseEdge: number }): PlinkoOutcome {
  const path = floats.slice(0, bet.rows).map((f) => Math.floor(f * 2) as 0 | 1);
  const slot = path.reduce<number>((sum, step) => sum + step, 0);
  const multiplier100 = atHouseEdge(PLINKO_TABLES[bet.risk][bet.rows]![slot]!, bet.houseEdge, PLINKO_BASE_EDGE);
  return { path, slot, multiplier100, payout: payoutFor(bet.stake, multiplier100) };
}
