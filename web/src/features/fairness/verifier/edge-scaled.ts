import { returnBasisPoints } from './draws';
import { num, type Params } from './params';
import { hundredths, type EdgeScaledTable } from './types';

/**
 * The multiplier (hundredths) a table pays at `index` for a round played at the house edge its params
 * record: floor(base × (1 − edge) / (1 − baseEdge)). A round from before the edge was recorded was paid
 * at the base edge.
 */
export function edgeScaledMultiplier100(table: EdgeScaledTable, index: number, params: Params): number {
  const houseEdge = num(params, 'houseEdge', table.baseHouseEdge);
  return Math.floor((hundredths(table.baseMultipliers[index] ?? 0) * returnBasisPoints(houseEdge)) / returnBasisPoints(table.baseHouseEdge));
}
