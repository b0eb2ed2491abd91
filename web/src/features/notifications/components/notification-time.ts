/** How often a list showing timeAgo takes the time again: its words change by the minute at the finest. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

/** "just now", "5m ago", "3h ago", "2d ago" for a notification's ISO time. */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
