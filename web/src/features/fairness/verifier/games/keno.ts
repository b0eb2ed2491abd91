import { drawWithoutReplacement, payoutOf } from '../draws';
import { edgeScaledMultiplier100 } from '../edge-scaled';
import { pluralize } from '@/lib/format';
import { int, intList } from '../params';
import type { GameVerifier } from '../types';

const NUMBERS = Array.from({ length: 80 }, (_, i) => i + 1);

/** Keno: 20 numbers drawn without replacement from 1–80 (draw order kept); pays by the pick count's published paytable, at the round's house edge. */
export const kenoVerifier: GameVerifier = {
  floatsNeeded: () => 20,
  compute: (floats, params, tables) => {
    const stake = int(params, 'betAmount');
    const selected = intList(params, 'selectedNumbers');
    const drawnNumbers = drawWithoutReplacement(NUMBERS, 20, floats);
    const hits = selected.filter((n) => drawnNumbers.includes(n));
    const table = tables.keno?.find((t) => t.picks === selected.length);
    const multiplier100 = table ? edgeScaledMultiplier100(table, hits.length, params) : null;
    return {
      outcome: { drawnNumbers, hits, matches: hits.length },
      stake,
      payout: multiplier100 === null ? null : payoutOf(stake, multiplier100),
      multiplier100,
      summary: `${hits.length} of ${pluralize(selected.length, 'pick')} drawn`,
    };
  },
};
