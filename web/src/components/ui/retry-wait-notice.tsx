import { useState } from 'react';
import { Clock } from 'lucide-react';
import { useSecondsLeft } from '@/hooks/use-seconds-left';
import { retryAtOf, retryWaitText } from '@/lib/retry-wait';
import { Alert, AlertDescription } from './alert';

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
        <SpokenOnce key={wait.retryAt} secondsLeft={wait.secondsLeft} />
      </AlertDescription>
    </Alert>
  );
}

function SpokenOnce({ secondsLeft }: { secondsLeft: number }) {
  // the first value, kept (a new wait remounts this, by its key)
  const [firstStated] = useState(secondsLeft);
  return (
    <>
      <span aria-hidden data-testid="retry-wait-text">
        {retryWaitText(secondsLeft)}
      </span>
      <span className="sr-only">{retryWaitText(firstStated)}</span>
    </>
  );
}
