/** The wallet's PostgreSQL schema and its tables, quoted for raw SQL. */
export const WALLET_SCHEMA = 'wallet';
export const ACCOUNTS = `"${WALLET_SCHEMA}"."accounts"`;
export const LEDGER = `"${WALLET_SCHEMA}"."ledger_entries"`;
export const OUTBOX = `"${WALLET_SCHEMA}"."outbox"`;
export const PLAYERS = `"${WALLET_SCHEMA}"."players"`;
export const CHALLENGE_PROGRESS = `"${WALLET_SCHEMA}"."user_challenge_progress"`;
export const COUNTED_EARNINGS = `"${WALLET_SCHEMA}"."counted_earnings"`;
export const OFFER_COMPLETIONS = `"${WALLET_SCHEMA}"."offer_completions"`;
export const WITHDRAWALS = `"${WALLET_SCHEMA}"."withdrawals"`;
export const PAYOUT_LEASES = `"${WALLET_SCHEMA}"."payout_leases"`;

/** The event every balance change but an instant bet writes to the outbox, in the same statement as the change. */
export const BALANCE_CHANGED = 'wallet.balance.changed';
/** The event a settled round writes when it takes its player to a new level. */
export const PLAYER_LEVELED_UP = 'wallet.player.leveled_up';

/** A timestamptz expression as the ISO-8601 text the event envelope carries ("2026-01-31T12:00:00.000Z"). */
export function isoText(timestamp: string): string {
  return `to_char(${timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** now() as that text. */
export const NOW_ISO = isoText('now()');
