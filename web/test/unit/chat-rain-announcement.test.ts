import { describe, expect, it } from 'vitest';
import type { GetChatRainResponse, RainStartPayload } from '@app/contracts';
import { DEFAULT_RAIN_DURATION_MS, rainFromAnnouncement } from '../../src/features/chat/api/rain-from-announcement';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const announcement = (over: Partial<RainStartPayload> = {}): RainStartPayload => ({
  rainId: 'rain-1',
  amount: 500,
  duration: 12_000,
  message: 'Rain!',
  endsAt: '2026-11-26T12:00:12.000Z',
  ...over,
});
const joinedRain = (rainId: string): GetChatRainResponse => ({
  rain: { rainId, amount: 500, message: 'Rain!', durationMs: 12_000, endsAt: '2026-11-26T12:00:12.000Z', participants: 7 },
  joined: true,
});

// A socket may hear one rain announced twice (its greeting crossing the broadcast, or a reconnect):
// the second announcement used to reset the banner to "Join" after the player had joined.
describe('the open rain after a rain_start', () => {
  it('is a new rain, not joined, counting down from this browser clock', () => {
    expect(rainFromAnnouncement(undefined, announcement(), NOW)).toEqual({
      rain: { rainId: 'rain-1', amount: 500, message: 'Rain!', durationMs: 12_000, endsAt: '2026-11-26T12:00:12.000Z', participants: 0 },
      joined: false,
    });
  });

  it('keeps the join and the participant count when the same rain is announced again', () => {
    const again = rainFromAnnouncement(joinedRain('rain-1'), announcement({ duration: 9_000 }), NOW);
    expect(again.joined).toBe(true);
    expect(again.rain).toMatchObject({ rainId: 'rain-1', participants: 7, durationMs: 9_000, endsAt: '2026-11-26T12:00:09.000Z' });
  });

  it('starts from "not joined" when another rain is announced', () => {
    const next = rainFromAnnouncement(joinedRain('rain-1'), announcement({ rainId: 'rain-2' }), NOW);
    expect(next.joined).toBe(false);
    expect(next.rain?.participants).toBe(0);
  });

  it('falls back to the 15 s of the spec when the server gives no time left', () => {
    expect(rainFromAnnouncement(undefined, announcement({ duration: 0 }), NOW).rain?.durationMs).toBe(DEFAULT_RAIN_DURATION_MS);
  });
});
