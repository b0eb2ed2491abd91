import { rainSecondsLeftLabel } from './use-open-rain';

/**
 * The chat button's accessible name: what it does, and while the drawer is closed an open rain's
 * countdown, which its badge shows on screen (the name starts with the visible text, "Live Chat").
 */
export function chatToggleLabel(open: boolean, rainSecondsLeft: number | null): string {
  if (open) return 'Close Chat';
  return rainSecondsLeft !== null ? `Live Chat, rain open: ${rainSecondsLeftLabel(rainSecondsLeft)} to join` : 'Live Chat';
}
