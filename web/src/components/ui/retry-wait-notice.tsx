import { Clock } from 'lucide-react';
import { useSecondsLeft } from '@/hooks/use-seconds-left';
import { retryAtOf, retryWaitText } from '@/lib/retry-wait';
import { Alert, AlertDescription } from './alert';
import { CountdownText } from './countdown-text';

export interface RetryWait {
  /** when the refused request may be sent again (epoch ms), or null when the last error was no such wait */
  retryAt: number | null;
  secondsLeft: number;
  /** still too early: forms keep their submit disabled */
  waiting: boolean;
}

/** The wait a form's last error imposes (a 429 that said when), counted down. */
export function useRetryWait(error: unknown): RetryWait {
  const retryAt = retryAtOf(error);
  const secondsLeft = useSecondsLeft(retryAt);
  return { retryAt, secondsLeft, waiting: retryAt !== null && secondsLeft > 0 };
}

/**
 * A form's rate-limit notice, kept true as time passes ("Try again in 4 minutes", then seconds, then
 * "You can try again now"). The ticking text is for the eyes only: a screen reader hears the wait once.
 */
export function RetryWaitNotice({ wait }: { wait: RetryWait }) {
  if (wait.retryAt === null) return null;
  return (
    <Alert variant="warning" role="status" data-testid="retry-wait-notice" data-waiting={wait.waiting}>
      <Clock aria-hidden />
      <AlertDescription className="text-foreground">
        <CountdownText key={wait.retryAt} secondsLeft={wait.secondsLeft} shown={retryWaitText} testId="retry-wait-text" />
      </AlertDescription>
    </Alert>
  );
}
