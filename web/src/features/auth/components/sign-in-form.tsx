import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { paths } from '@/app/paths';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryWaitNotice, useRetryWait } from '@/components/ui/retry-wait-notice';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useLogin } from '../api/login';
import { serverFieldError } from './field-error';

/** Sign In tab. No client-side validation (spec section 2): the server's 400 names the field. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate({ username, password }, { onSuccess: onSignedIn });
  }

  const error = loginMutation.error;
  const wait = useRetryWait(error);
  const formRef = useFocusFirstInvalid(error);
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid="signin-form">
      <FormField id="signin-username" label="Username" error={serverFieldError(error, 'username')}>
        <Input id="signin-username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} placeholder="Enter your username" />
      </FormField>
      <FormField id="signin-password" label="Password" error={serverFieldError(error, 'password')}>
        <PasswordInput id="signin-password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="Enter your password" />
      </FormField>
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-medium text-primary hover:underline" data-testid="forgot-password-link">
          Forgot your password?
        </Link>
      </div>
      <RetryWaitNotice wait={wait} />
      <SubmitButton size="lg" disabled={loginMutation.isPending || wait.waiting} data-testid="signin-submit">
        {loginMutation.isPending ? <Spinner /> : <LogIn aria-hidden />}
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}
