import { z } from 'zod';

/** Bounds of a rain, whoever starts it (admin route, admin command, automatic rain). */
export const RAIN_MIN_AMOUNT = 1;
export const RAIN_MAX_AMOUNT = 10_000_000;
export const RAIN_MIN_DURATION_MS = 5_000;
export const RAIN_MAX_DURATION_MS = 120_000;

export const ZRainAmount = z.number().int().min(RAIN_MIN_AMOUNT).max(RAIN_MAX_AMOUNT);
export const ZRainDurationMs = z.number().int().min(RAIN_MIN_DURATION_MS).max(RAIN_MAX_DURATION_MS);
export const ZRainMessage = z.string().trim().min(1).max(200);

/** A rain as the web shows it while it is open. */
export const ZRainView = z.object({
  rainId: z.string(),
  amount: z.number().int(),
  message: z.string(),
  durationMs: z.number().int(),
  /** ISO 8601: joining is possible until then */
  endsAt: z.string(),
  /** players who joined so far */
  participants: z.number().int(),
});
export type RainView = z.infer<typeof ZRainView>;
