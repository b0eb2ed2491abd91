import { CountdownText } from '@/components/ui/countdown-text';
import { DUPLICATE_NOTICE, rateLimitNotice, spokenRateLimitNotice, type ComposerHold } from './composer-notice';

/**
 * The reason under the message box, in a polite live region. The rate limit's countdown ticks on
 * screen only: screen readers hear the wait once, as first stated.
 */
export function ComposerNotice({ id, hold, secondsLeft }: { id: string; hold: ComposerHold; secondsLeft: number }) {
  return (
    <p id={id} role="status" className="text-xs text-warning" data-testid="chat-composer-notice" data-reason={hold.reason}>
      {hold.reason === 'duplicate' ? DUPLICATE_NOTICE : null}
      {hold.reason === 'refused' ? hold.message : null}
      {hold.reason === 'rate-limited' ? (
        <CountdownText key={hold.until} secondsLeft={secondsLeft} shown={rateLimitNotice} spoken={spokenRateLimitNotice} testId="chat-rate-limit-countdown" spokenTestId="chat-rate-limit-spoken" />
      ) : null}
    </p>
  );
}
