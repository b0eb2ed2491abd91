import { Button, type ButtonSize } from '@/components/ui/button';
import { useRetryWait } from '@/components/ui/retry-wait-notice';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification } from '../api/resend-verification';

/**
 * Sends the verification link again (the dashboard banner, the withdraw banner, the profile). Refused
 * because one went out less than a minute ago, it counts the server's wait down on itself ('Resend in
 * 42s') and cannot be pressed until then; the toast says the same in words.
 */
export function ResendVerificationButton({ email, label, size, testId }: { email: string; label: string; size?: ButtonSize; testId: string }) {
  const resend = useResendVerification();
  const wait = useRetryWait(resend.error);
  return (
    <Button type="button" size={size} variant="outline" disabled={resend.isPending || wait.waiting} onClick={() => resend.mutate({ email })} data-testid={testId}>
      {resend.isPending ? <Spinner /> : null}
      {wait.waiting ? `${label} in ${wait.secondsLeft}s` : label}
    </Button>
  );
}
