import { randomUUID } from 'node:crypto';
import type { CommandRequest, RainView } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';

/**
 * A working stand-in for chat.v1.rain.start: one rain at a time (409 otherwise), and a repeat of an
 * operationId answers the rain it started with `replayed: true`.
 */
export class FakeChat {
  readonly started: CommandRequest<'chat.v1.rain.start'>[] = [];
  private readonly byOperation = new Map<string, RainView>();
  private openUntil = 0;
  /** what chat's rain_default_duration_ms setting says */
  defaultDurationMs = 15_000;

  serveOn(bus: Bus): void {
    bus.serve('chat.v1.rain.start', async (request) => {
      const first = request.operationId ? this.byOperation.get(request.operationId) : undefined;
      if (first) return { rain: first, replayed: true };
      if (Date.now() < this.openUntil) throw new AppError('CONFLICT', 'A rain is already in progress');
      const durationMs = request.durationMs ?? this.defaultDurationMs;
      this.openUntil = Date.now() + durationMs;
      const rain: RainView = {
        rainId: randomUUID(),
        amount: request.amount,
        message: request.message ?? 'It is raining points!',
        durationMs,
        endsAt: new Date(this.openUntil).toISOString(),
        participants: 0,
      };
      this.started.push(request);
      if (request.operationId) this.byOperation.set(request.operationId, rain);
      return { rain, replayed: false };
    });
  }

  endRain(): void {
    this.openUntil = 0;
  }
}
