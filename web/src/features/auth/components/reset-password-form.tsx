import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { paths } from '@/app/paths';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useResetPassword } from '../api/reset-password';
import { serverFieldError } from './field-error';

/** /reset-password?token=...: one new password, then back to /auth. Without a token the link is useless. */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  // a refused password (too short, too common) is said under the field as well as in the toast, and focused
  const formRef = useFocusFirstInvalid(reset.error);

  useEffect(() => {
    if (token) return;
    toast({ title: 'Invalid Reset Link', description: 'This password reset link is invalid or expired.', variant: 'destructive' });
    navigate(paths.auth, { replace: true });
  }, [token, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate({ token, password }, { onSuccess: () => navigate(paths.auth, { replace: true }) });
  }

  if (!token) return null;
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Reset your password</CardTitle>
        <CardDescription>Choose a new password for your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid="reset-password-form">
          <FormField id="reset-password" label="New Password" error={serverFieldError(reset.error, 'password')} hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}>
            <PasswordInput id="reset-password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="Enter a new password" />
          </FormField>
          <SubmitButton size="lg" disabled={reset.isPending} data-testid="reset-password-submit">
            {reset.isPending ? <Spinner /> : <KeyRound aria-hidden />}
            Reset Password
          </SubmitButton>
        </form>
      </CardContent>
      <CardFooter>
        <Link to={paths.auth} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline" data-testid="back-to-login-link">
          <ArrowLeft className="size-4" aria-hidden /> Back to Login
        </Link>
      </CardFooter>
    </Card>
  );
}
