import type { CurrentUser } from '@app/contracts';
import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';

/** Withdrawals need a verified e-mail; this says so and resends the link. */
export function VerificationRequiredBanner({ user }: { user: CurrentUser }) {
  if (user.emailVerified) return null;
  return (
    <Alert variant="warning" className="items-center" data-testid="withdraw-verification-banner">
      <MailWarning aria-hidden />
      <div className="flex-1">
        <AlertTitle>Email verification required to process withdrawals</AlertTitle>
        <AlertDescription>Verify {user.email} to unlock withdrawals.</AlertDescription>
      </div>
      <ResendVerificationButton email={user.email} label="Resend Email" size="sm" testId="withdraw-resend-email" />
    </Alert>
  );
}
