import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '../api/get-current-user';
import { useResendVerification } from '../api/resend-verification';

/** Shown at the top of the dashboard while the signed-in user's e-mail is unverified. */
export function EmailVerificationBanner() {
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  return (
    <Alert variant="warning" className="items-center" data-testid="email-verification-banner">
      <MailWarning aria-hidden />
      <div className="flex-1">
        <AlertTitle>Please verify your email address</AlertTitle>
        <AlertDescription>
          We sent a verification link to <span className="font-medium text-foreground">{user.email}</span>. Verify it to chat and withdraw.
        </AlertDescription>
      </div>
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate({ email: user.email })} data-testid="resend-verification-button">
        {resend.isPending ? <Spinner /> : null}
        Resend
      </Button>
    </Alert>
  );
}
