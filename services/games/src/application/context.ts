import type { Bus, Outbox, RawSql, SettingsView } from '@app/platform';
import type { Logger } from 'pino';
import type { GamesDb } from '../db/client.js';
import type { GamesConfig } from '../env.js';
import type { InstantSettlements } from './instant-settlements.js';
import type { NonceReservations } from './nonce-reservations.js';
import type { PlayerHints } from './player-hints.js';
import type { WalletBets } from './wallet-bets.js';

/** What the games' application functions work with (built once in app.ts). */
export interface GamesContext {
  db: GamesDb;
  /** plain SQL on the same connections, for the bet path's single statements (see platform databaseClients) */
  sql: RawSql;
  bus: Bus;
  settings: SettingsView;
  outbox: Outbox;
  logger: Logger;
  config: GamesConfig;
  /** this replica's balance and username hints (never decisive) */
  hints: PlayerHints;
  /** takes instant rounds' nonces and records the rounds drawn on them in advance, several players at once under load */
  nonceReservations: NonceReservations;
  /** sends instant rounds' wallet bets, several at once under load */
  walletBets: WalletBets;
  /** records instant rounds as settled, several at once under load */
  instantSettlements: InstantSettlements;
  /** ms since epoch; the live crash clock (tests move it) */
  now: () => number;
  /** aborted when this service begins to stop: requests held open answer at once */
  stopping: AbortSignal;
}
