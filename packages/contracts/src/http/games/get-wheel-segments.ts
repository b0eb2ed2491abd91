import { z } from 'zod';

/**
 * GET /api/games/wheel/segments: the 12 segments in wheel order (clockwise from the pointer at index 0).
 * A segment's chance is weight / Σ weights; the web draws each arc proportional to its weight.
 */
export const ZWheelSegment = z.object({ label: z.string(), multiplier: z.number(), weight: z.number().int() });
export type WheelSegment = z.infer<typeof ZWheelSegment>;

export const ZGetWheelSegmentsResponse = z.array(ZWheelSegment);
export type GetWheelSegmentsResponse = z.infer<typeof ZGetWheelSegmentsResponse>;
