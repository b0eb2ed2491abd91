import { z } from 'zod';

/** A rain was started (by an admin or by the automatic rain): for the admin service's audit log. */
export const ZRainStarted = z.object({
  rainId: z.string(),
  amount: z.number().int(),
  durationMs: z.number().int(),
  /** the admin's user id, or 'system' for the automatic rain */
  startedBy: z.string(),
  startedAt: z.string(),
});
