import { z } from 'zod';
import { envVars, loadEnv } from '@app/platform';

/** What the wallet reads besides the platform's variables; tests pass their own (fake providers, short timers). */
export interface WalletConfig {
  /** OGAds' API host (the offer list is GET {url}/api/v2) */
  ogadsApiUrl: string;
  /** one base URL for every Roblox API host (a fake in tests); null = the real hosts */
  robloxApiBaseUrl: string | null;
  /** per call to OGAds */
  offersTimeoutMs: number;
  /** per call to Roblox; a purchase that does not answer in time is reconciled by ownership */
  robloxTimeoutMs: number;
  /** how long one purchase may hold the payout account (longer than a whole purchase with its retries) */
  payoutLeaseMs: number;
  /** how long a withdrawal request waits for the payout account before it is left to the sweep */
  payoutWaitMs: number;
  /** how often unfinished automatic Robux withdrawals are looked at again (0 = never) */
  payoutSweepIntervalMs: number;
}

export function walletConfigFromEnv(source: NodeJS.ProcessEnv = process.env): WalletConfig {
  const env = loadEnv(
    {
      OGADS_API_URL: z.string().url('must be a URL').default('https://unlockcontent.net'),
      ROBLOX_API_BASE_URL: envVars.optionalUrl,
      OGADS_TIMEOUT_MS: envVars.positiveInt(8_000),
      ROBLOX_TIMEOUT_MS: envVars.positiveInt(15_000),
      WALLET_PAYOUT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
    },
    source,
  );
  return {
    ogadsApiUrl: env.OGADS_API_URL,
    robloxApiBaseUrl: env.ROBLOX_API_BASE_URL ?? null,
    offersTimeoutMs: env.OGADS_TIMEOUT_MS,
    robloxTimeoutMs: env.ROBLOX_TIMEOUT_MS,
    // renewed before each purchase; between two renewals a run makes at most ~7 calls, each bounded by the timeout
    payoutLeaseMs: env.ROBLOX_TIMEOUT_MS * 12,
    payoutWaitMs: 20_000,
    payoutSweepIntervalMs: env.WALLET_PAYOUT_SWEEP_INTERVAL_MS,
  };
}
