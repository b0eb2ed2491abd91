import { useRecentList } from '../shared/recent-store';

/** The last 10 crash points (both forms of the game). */
export function useCrashRecent() {
  return useRecentList<number>('crash', 10);
}
