import type { z } from 'zod';
import { ZUserRegistered, ZUserUpdated } from './auth.js';
import { ZBalanceChanged, ZPlayerLeveledUp, ZWithdrawalUpdated } from './wallet.js';
import { ZBetSettled } from './games.js';
import { ZRainStarted } from './chat.js';

/**
 * The event catalogue: subject (= event type, `<domain>.<entity>.<past-verb>`) to its v1 data schema.
 * A breaking change is a new event version, never an edit of an entry here.
 * Adding an entry here is all it takes for the bus to carry it (the JetStream stream is derived from this list).
 */
export const eventCatalogue = {
  'auth.user.registered': ZUserRegistered,
  'auth.user.updated': ZUserUpdated,
  'wallet.balance.changed': ZBalanceChanged,
  'wallet.withdrawal.updated': ZWithdrawalUpdated,
  'wallet.player.leveled_up': ZPlayerLeveledUp,
  'games.bet.settled': ZBetSettled,
  'chat.rain.started': ZRainStarted,
} as const;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]>;

export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  version: 'v1';
  occurredAt: string;
  data: EventData<T>;
}

export const eventTypes = Object.keys(eventCatalogue) as EventType[];
