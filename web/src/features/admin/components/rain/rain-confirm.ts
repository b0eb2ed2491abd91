import type { PostAdminRainRequest, SettingEntry } from '@app/contracts';
import { formatCount, formatPoints } from '@/lib/format';

/** The setting a rain started without a duration lasts for. */
export const RAIN_DEFAULT_DURATION_KEY = 'rain_default_duration_ms';

/** The default rain duration as the admin's settings list has it (stored or default), when it is loaded. */
export function defaultRainDurationMs(settings: readonly SettingEntry[] | undefined): number | undefined {
  const raw = settings?.find((s) => s.key === RAIN_DEFAULT_DURATION_KEY)?.value;
  const ms = raw ? Number(raw) : NaN;
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

/**
 * The question the Rain tab asks before starting one: the points released and for how long, so a typo
 * (an extra zero) is seen before the points go out. Without a duration the rain lasts the default one.
 */
export function rainConfirmText(body: PostAdminRainRequest, defaultDurationMs: number | undefined): string {
  const ms = body.durationMs ?? defaultDurationMs;
  const duration = ms === undefined ? 'the default duration' : `${formatCount(ms / 1000)} s${body.durationMs === undefined ? ' (the default)' : ''}`;
  return `Rain ${formatPoints(body.amount)} points for ${duration}?`;
}
