import { useCallback, useSyncExternalStore } from 'react';

/**
 * Each game's list of recent results, kept for the browser tab's life (switching games unmounts a game
 * screen, and its recent list should still be there when the player comes back).
 */
const lists = new Map<string, readonly unknown[]>();
const listeners = new Set<() => void>();
const EMPTY: readonly unknown[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentList<T>(key: string, limit: number): [readonly T[], (entry: T) => void] {
  const list = useSyncExternalStore(subscribe, () => (lists.get(key) ?? EMPTY) as readonly T[]);
  const add = useCallback(
    (entry: T) => {
      lists.set(key, [entry, ...((lists.get(key) ?? EMPTY) as readonly T[])].slice(0, limit));
      listeners.forEach((l) => l());
    },
    [key, limit],
  );
  return [list, add];
}

/** Empties every game's recent list: they are the signed-in player's, and another may sign in in this tab. */
export function forgetRecentLists(): void {
  lists.clear();
  listeners.forEach((l) => l());
}
