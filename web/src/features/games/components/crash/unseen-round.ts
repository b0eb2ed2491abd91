/**
 * The live round this tab started or resumed and has not yet shown the end of. Leaving the Crash screen
 * (another game, another page) unmounts the round's watcher; if the round ends meanwhile (a crash, the
 * max-win cash-out), the server no longer lists it as active, and without this the player coming back saw
 * an idle screen, with the result only in the recent lists. sessionStorage: this tab, this visit.
 */
const KEY = 'crash-live.unseen-round';

export function rememberUnseenRound(roundId: string): void {
  try {
    window.sessionStorage.setItem(KEY, roundId);
  } catch {
    // storage refused (private mode): the result is still in the recent lists and the game history
  }
}

export function unseenRound(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetUnseenRound(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
