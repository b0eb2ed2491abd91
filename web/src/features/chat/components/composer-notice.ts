import { isApiError } from '@/lib/api-client';

/**
 * Why the message box still holds its text: the player is told under the box, and the text stays so
 * they can send it when allowed (or change it).
 *  - duplicate: the same text was just sent (within 1 s; spec section 5), by this box or the server said so;
 *  - rate-limited: the chat's rate limit or the gateway's, with the moment (epoch ms) sending works again;
 *  - refused: a rate limit that states no wait (a server older than the wait in the body), in the server's words.
 */
export type ComposerHold = { reason: 'duplicate' } | { reason: 'rate-limited'; until: number } | { reason: 'refused'; message: string };

export const DUPLICATE_NOTICE = 'You just sent that. Wait a second to send it again.';

/** The rate limit's notice, with the whole seconds left (the screen counts them down). */
export function rateLimitNotice(secondsLeft: number): string {
  return `You're sending too fast. You can send again in ${secondsLeft} s.`;
}

/** The same, as a screen reader says it (once: the ticking number would be read every second). */
export function spokenRateLimitNotice(seconds: number): string {
  return `You're sending too fast. You can send again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The hold a failed send puts on the box, or null for any other failure (a toast tells those). */
export function holdAfterSendError(error: unknown, now: number): ComposerHold | null {
  if (!isApiError(error) || error.code !== 'RATE_LIMITED') return null;
  if (error.retryAfterSeconds !== undefined) return { reason: 'rate-limited', until: now + error.retryAfterSeconds * 1000 };
  return { reason: 'refused', message: error.serverMessage };
}
