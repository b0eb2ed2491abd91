import { randomUUID } from 'node:crypto';
import type { GetChatRainResponse, RainView } from '@app/contracts';
import { AppError, type Outbox, type SettingsView } from '@app/platform';
import type { Logger } from 'pino';
import { insertChatLine } from '../db/chat-messages.js';
import type { ChatDatabase } from '../db/client.js';
import { countParticipants, findJoinableRain, findRainByOperationId, hasJoined, insertOpenRain, joinOpenRain, startedWithin, type RainRow } from '../db/rains.js';
import { rainJoinRefusal } from '../domain/eligibility.js';
import { SYSTEM_RAIN_STARTER, SYSTEM_USERNAME, defaultRainMessage, rainStartLine } from '../domain/rain.js';
import type { Emitter } from '../realtime/emitter.js';
import type { ChatMessages } from './chat-messages.js';
import type { RainSettlement } from './rain-settlement.js';
import type { UserDirectory } from './user-directory.js';

export interface StartRain {
  /** the admin's user id, or 'system' */
  startedBy: string;
  amount: number;
  durationMs?: number;
  message?: string;
  operationId?: string;
}

/** Starting and joining rains; their end and payment belong to RainSettlement. */
export class Rains {
  constructor(
    private readonly db: ChatDatabase,
    private readonly users: UserDirectory,
    private readonly chat: ChatMessages,
    private readonly settlement: RainSettlement,
    private readonly emitter: Emitter,
    private readonly outbox: Outbox,
    private readonly settings: SettingsView,
    private readonly logger: Logger,
  ) {}

  /**
   * Opens a rain for everyone: stored with its announcement and its outbox event in one transaction,
   * then announced (rain_start) and timed to end. One rain at a time: 409 while another is open, except
   * that a retry with the same operationId returns the rain it started.
   */
  async start(request: StartRain): Promise<{ rain: RainView; replayed: boolean }> {
    const durationMs = request.durationMs ?? this.settings.get('rain_default_duration_ms');
    const message = request.message ?? defaultRainMessage(request.amount, durationMs);
    const created = await this.db.$transaction(async (tx) => {
      const rain = await insertOpenRain(tx, { id: randomUUID(), operationId: request.operationId ?? null, amount: request.amount, durationMs, message, startedBy: request.startedBy });
      if (!rain) return null;
      const line = await insertChatLine(tx, { userId: null, username: SYSTEM_USERNAME, message: rainStartLine(rain.amount, message), type: 'rain', isAdmin: false, rainAmount: rain.amount });
      await this.outbox.append(tx, 'chat.rain.started', { rainId: rain.id, amount: rain.amount, durationMs, startedBy: request.startedBy, startedAt: rain.dbNow.toISOString() });
      return { rain, line };
    });
    if (!created) return this.replayOrConflict(request.operationId);

    this.outbox.wake();
    const { rain, line } = created;
    this.logger.info({ rainId: rain.id, amount: rain.amount, durationMs, startedBy: request.startedBy }, 'rain started');
    this.emitter.toEveryone('rain_start', { rainId: rain.id, amount: rain.amount, duration: durationMs, message, endsAt: rain.endsAt.toISOString() });
    this.chat.announce(line);
    this.settlement.scheduleEnd(rain.id, rain.endsAt.getTime() - rain.dbNow.getTime());
    return { rain: view(rain, 0), replayed: false };
  }

  private async replayOrConflict(operationId: string | undefined): Promise<{ rain: RainView; replayed: boolean }> {
    const earlier = operationId ? await findRainByOperationId(this.db, operationId) : null;
    if (!earlier) throw new AppError('CONFLICT', 'A rain is already in progress');
    return { rain: view(earlier, await countParticipants(this.db, earlier.id)), replayed: true };
  }

  /** POST /api/chat/rain/join and the rain_join socket event. Joining twice is a no-op. */
  /** `assertSession` as for ChatMessages.send: a socket's session check, repeated after awaiting auth. */
  async join(userId: string | null | undefined, assertSession: () => void = () => undefined): Promise<{ rainId: string; alreadyJoined: boolean }> {
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Log in to join the rain');
    assertSession();
    const user = await this.users.get(userId);
    const refusal = rainJoinRefusal(user);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    assertSession();
    const joined = await joinOpenRain(this.db, userId, user.username);
    if (!joined) throw new AppError('NOT_FOUND', 'No rain is active right now');
    return joined;
  }

  /** The rain open now and whether the caller joined it. */
  async current(userId: string | null | undefined): Promise<GetChatRainResponse> {
    const rain = await findJoinableRain(this.db);
    if (!rain) return { rain: null, joined: false };
    const joined = userId ? await hasJoined(this.db, rain.id, userId) : false;
    return { rain: view(rain, await countParticipants(this.db, rain.id)), joined };
  }

  /** For a socket that connects during a rain: rain_start with the time left. */
  async openRainAnnouncement() {
    const rain = await findJoinableRain(this.db);
    if (!rain) return null;
    return { rainId: rain.id, amount: rain.amount, duration: Math.max(0, rain.endsAt.getTime() - rain.dbNow.getTime()), message: rain.message, endsAt: rain.endsAt.toISOString() };
  }

  /**
   * The automatic rain (settings rain_auto_*): started when enabled and none ran within the interval.
   * Several replicas may try at once; the one-open-rain constraint lets one of them through.
   */
  async startAutomaticIfDue(): Promise<void> {
    if (!this.settings.get('rain_auto_enabled')) return;
    if (await startedWithin(this.db, SYSTEM_RAIN_STARTER, this.settings.get('rain_auto_interval_minutes'))) return;
    try {
      await this.start({ startedBy: SYSTEM_RAIN_STARTER, amount: this.settings.get('rain_auto_amount') });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    }
  }
}

function view(rain: RainRow, participants: number): RainView {
  return { rainId: rain.id, amount: rain.amount, message: rain.message, durationMs: rain.durationMs, endsAt: rain.endsAt.toISOString(), participants };
}
