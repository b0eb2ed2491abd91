import type { GetChatRainResponse, RainStartPayload } from '@app/contracts';

/** Spec section 9: a rain lasts 15 s unless the server says otherwise. */
export const DEFAULT_RAIN_DURATION_MS = 15_000;

/**
 * The cached open rain after a rain_start. A socket can hear the same rain announced twice: the
 * greeting a new socket gets during a rain may cross the broadcast of that rain's start, and a
 * reconnect greets again. The second announcement must not undo a join, so a rain already cached
 * keeps its joined flag and participant count; only a new rain starts from "not joined".
 */
export function rainFromAnnouncement(cached: GetChatRainResponse | undefined, payload: RainStartPayload, nowMs: number): GetChatRainResponse {
  // The countdown runs on this browser's clock: `duration` is what is left to join.
  const duration = payload.duration > 0 ? payload.duration : DEFAULT_RAIN_DURATION_MS;
  const endsAt = new Date(nowMs + duration).toISOString();
  const known = cached?.rain?.rainId === payload.rainId ? cached : undefined;
  return {
    rain: {
      rainId: payload.rainId,
      amount: payload.amount,
      message: payload.message,
      durationMs: duration,
      endsAt,
      participants: known?.rain?.participants ?? 0,
    },
    joined: known?.joined ?? false,
  };
}
