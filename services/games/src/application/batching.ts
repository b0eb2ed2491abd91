/**
 * How the instant rounds' three group commits (nonce reservations, wallet bets, settlements) batch: one
 * batch of each on its way at a time, and what finishes meanwhile goes in the next. With two at a time,
 * measured back to back on 2026-11-29 (bench/README.md, session 22), batches were smaller and each bet
 * cost more: at 1,200 bets/s offered 1,091–1,118 bets/s settled at 1.69–1.74 ms of CPU a bet, against
 * 1,127–1,144 at 1.64–1.66 with one; at 600 bets/s a p99 of 297–520 ms against 160–235.
 */
export const BATCH_OPTIONS = { maxInFlight: 1, maxBatch: 100 } as const;
