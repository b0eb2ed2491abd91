import type { CurrentUser } from '@app/contracts';
import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification } from '@/features/auth/api/resend-verification';

/** Withdrawals need a verified e-mail; this says so and resends the link. */
export function VerificationRequiredBanner({ user }: { user: CurrentUser }) {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <Alert variant="warning" className="items-center" data-testid="withdraw-verification-banner">
      <MailWarning aria-hidden />
      <div className="flex-1">
        <AlertTitle>Email verification required to process withdrawals</AlertTitle>
        <AlertDescription>Verify {user.email} to unlock withdrawals.</AlertDescription>
      </div>
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate({ email: user.email })} data-testid="withdraw-resend-email">
        {resend.isPending ? <Spinner /> : null}
        Resend Email
      </Button>
    </Alert>
  );
}
