import { useState } from 'react';

/**
 * A wait counted down on screen, as `shown(secondsLeft)`, while a screen reader hears it once, as first
 * stated (`spoken` of the first value): a ticking number in a live region would be read out every second.
 * Give it a `key` per wait, so that a new wait is stated anew.
 */
export function CountdownText({ secondsLeft, shown, spoken = shown, testId, spokenTestId }: { secondsLeft: number; shown: (seconds: number) => string; spoken?: (seconds: number) => string; testId: string; spokenTestId?: string }) {
  const [firstStated] = useState(secondsLeft);
  return (
    <>
      <span aria-hidden data-testid={testId}>
        {shown(secondsLeft)}
      </span>
      <span className="sr-only" data-testid={spokenTestId}>
        {spoken(firstStated)}
      </span>
    </>
  );
}
