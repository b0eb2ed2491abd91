import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useCurrentUser } from '../api/get-current-user';
import { ResendVerificationButton } from './resend-verification-button';

/** Shown at the top of the dashboard while the signed-in user's e-mail is unverified. */
export function EmailVerificationBanner() {
  const { data: user } = useCurrentUser();
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
      <ResendVerificationButton email={user.email} label="Resend" size="sm" testId="resend-verification-button" />
    </Alert>
  );
}
