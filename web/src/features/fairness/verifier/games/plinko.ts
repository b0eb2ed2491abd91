import { payoutOf } from '../draws';
import { edgeScaledMultiplier100 } from '../edge-scaled';
import { int, str } from '../params';
import type { GameVerifier } from '../types';

/** Plinko: at row i the ball goes right when floor(float_i × 2) = 1; slot = number of rights; pays the published table's slot, at the round's house edge. */
export const plinkoVerifier: GameVerifier = {
  floatsNeeded: (params) => int(params, 'rows'),
  compute: (floats, params, tables) => {
    const stake = int(params, 'betAmount');
    const rows = int(params, 'rows');
    const risk = str(params, 'risk');
    const path = floats.slice(0, rows).map((f) => Math.floor(f * 2));
    const slot = path.reduce((a, b) => a + b, 0);
    const table = tables.plinko?.find((t) => t.rows === rows && t.risk === risk);
    const multiplier100 = table ? edgeScaledMultiplier100(table, slot, params) : null;
    return {
      outcome: { path, slot },
      stake,
      payout: multiplier100 === null ? null : payoutOf(stake, multiplier100),
      multiplier100,
      // slot k (0 to rows) is the k-th from the left, counted from 0: people count the rows + 1 slots from 1
      summary: `Ball landed in slot ${slot + 1} of ${rows + 1}, counting from the left`,
    };
  },
};
