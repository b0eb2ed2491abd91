import { z } from 'zod';

/**
 * GET /api/games/wheel/segments: the 12 segments in wheel order (clockwise from the pointer at index 0),
 * with their weights at the current house edge. A segment's chance is weight / Σ weights; the web draws
 * each arc proportional to its weight. At another edge (a round's params record `houseEdge`) the paying
 * segments keep these weights and the BANKRUPT ones share the rest of the smallest total T with
 * Σ weight × multiplier ≤ (1 − edge) × T (services/games/FAIRNESS.md).
 */
export const ZWheelSegment = z.object({ label: z.string(), multiplier: z.number(), weight: z.number().int() });
export type WheelSegment = z.infer<typeof ZWheelSegment>;

export const ZGetWheelSegmentsResponse = z.array(ZWheelSegment);
export type GetWheelSegmentsResponse = z.infer<typeof ZGetWheelSegmentsResponse>;
