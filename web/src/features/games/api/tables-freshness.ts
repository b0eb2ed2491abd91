/**
 * How old a game's published table (keno paytables, plinko tables, wheel segments) may be when its screen
 * opens: an admin may change the game's house edge at any time, and the table then changes with it.
 */
export const TABLES_STALE_MS = 30_000;
