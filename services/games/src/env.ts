import { envVars, loadEnv } from '@app/platform';

/** Timings of the games service; tests pass their own, processes read them from the environment. */
export interface GamesConfig {
  /** how often the timer looks for rounds to finish */
  sweepIntervalMs: number;
  /** a round whose wallet call is still unanswered after this long is retried by the timer */
  staleRoundMs: number;
  /** an untouched blackjack round stands after this long (spec: 10 minutes) */
  blackjackIdleMs: number;
  /** per attempt of a wallet command (each is retried twice with the same idempotency key) */
  walletTimeoutMs: number;
  walletRetries: number;
}

export function gamesConfigFromEnv(source: NodeJS.ProcessEnv = process.env): GamesConfig {
  const env = loadEnv(
    {
      GAMES_SWEEP_INTERVAL_MS: envVars.positiveInt(5_000),
      GAMES_STALE_ROUND_MS: envVars.positiveInt(30_000),
      GAMES_BLACKJACK_IDLE_MS: envVars.positiveInt(600_000),
      GAMES_WALLET_TIMEOUT_MS: envVars.positiveInt(5_000),
    },
    source,
  );
  return {
    sweepIntervalMs: env.GAMES_SWEEP_INTERVAL_MS,
    staleRoundMs: env.GAMES_STALE_ROUND_MS,
    blackjackIdleMs: env.GAMES_BLACKJACK_IDLE_MS,
    walletTimeoutMs: env.GAMES_WALLET_TIMEOUT_MS,
    walletRetries: 2,
  };
}
