import { RAIN_MAX_AMOUNT, RAIN_MAX_DURATION_MS, RAIN_MIN_AMOUNT, RAIN_MIN_DURATION_MS, type PostAdminRainRequest } from '@app/contracts';
import { formatCount } from '@/lib/format';

export const RAIN_MIN_S = RAIN_MIN_DURATION_MS / 1000;
export const RAIN_MAX_S = RAIN_MAX_DURATION_MS / 1000;

export interface RainErrors {
  amount?: string;
  duration?: string;
}

/** The Rain form's request body, or what is wrong with each field (said under it). */
export function checkRainForm(amount: string, duration: string, message: string): { body: PostAdminRainRequest } | { errors: RainErrors } {
  const errors: RainErrors = {};
  const points = Number(amount);
  if (!amount.trim() || !Number.isInteger(points) || points < RAIN_MIN_AMOUNT || points > RAIN_MAX_AMOUNT) errors.amount = `Enter a whole number of points from ${formatCount(RAIN_MIN_AMOUNT)} to ${formatCount(RAIN_MAX_AMOUNT)}`;
  const seconds = Number(duration);
  if (duration.trim() && (!Number.isInteger(seconds) || seconds < RAIN_MIN_S || seconds > RAIN_MAX_S)) errors.duration = `Enter whole seconds from ${RAIN_MIN_S} to ${RAIN_MAX_S}`;
  if (errors.amount || errors.duration) return { errors };
  return {
    body: {
      amount: points,
      ...(duration.trim() ? { durationMs: seconds * 1000 } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    },
  };
}

