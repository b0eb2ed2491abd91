/**
 * Every query about the player's withdrawals (both histories, their pages, the summary cards) has a key
 * starting with this: one invalidation after a withdrawal changes refreshes them all.
 */
export const withdrawalsQueryKeyRoot = ['withdrawals'] as const;
