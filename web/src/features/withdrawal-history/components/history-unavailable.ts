/** Both histories failed to load: nothing is shown as if there were no withdrawals. */
export const HISTORY_UNAVAILABLE = 'Withdrawal history is unavailable right now. Reload the page to try again.';

/** One of the two (manual or Robux) failed: what is listed is not all of it. */
export const HISTORY_PARTLY_UNAVAILABLE = 'Some of your withdrawals could not be loaded, so this list may be incomplete. Reload the page to try again.';
