import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { FORGOT_PASSWORD_MESSAGE } from '@app/contracts';
import { paths } from '@/app/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryWaitNotice, useRetryWait } from '@/components/ui/retry-wait-notice';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useRequestPasswordReset } from '../api/forgot-password';

/**
 * /forgot-password. Shows whatever the server answers, which is the same whether or not an account uses
 * the address, so the page cannot be used to find out who has an account.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  // a rate limit's wait is not about the address typed: said in its own notice, counted down
  const wait = useRetryWait(request.error);
  const formRef = useFocusFirstInvalid(request.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate({ email });
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Forgot your password?</CardTitle>
        <CardDescription>Enter the email address of your account and we will send you a link to reset your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {request.isSuccess ? (
          <Alert variant="success" data-testid="forgot-password-result">
            <MailCheck aria-hidden />
            <AlertDescription className="text-foreground">{request.data?.message || FORGOT_PASSWORD_MESSAGE}</AlertDescription>
          </Alert>
        ) : (
          <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid="forgot-password-form">
            <FormField id="forgot-email" label="Email" error={request.isError && wait.retryAt === null ? errorMessage(request.error, request.error.message) : undefined}>
              <Input id="forgot-email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
            </FormField>
            <RetryWaitNotice wait={wait} />
            <SubmitButton size="lg" disabled={request.isPending || wait.waiting} data-testid="forgot-password-submit">
              {request.isPending ? <Spinner /> : <Send aria-hidden />}
              Send Reset Link
            </SubmitButton>
          </form>
        )}
      </CardContent>
      <CardFooter>
        <Link to={paths.auth} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline" data-testid="back-to-login-link">
          <ArrowLeft className="size-4" aria-hidden /> Back to Login
        </Link>
      </CardFooter>
    </Card>
  );
}
