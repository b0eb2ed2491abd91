import { useState, type FormEvent } from 'react';
import { Gift, UserPlus } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryWaitNotice, useRetryWait } from '@/components/ui/retry-wait-notice';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useRegister } from '../api/register';
import { serverFieldError } from './field-error';

interface SignUpFormProps {
  /** referral code from /auth?ref=CODE, sent with the registration */
  referralCode?: string;
  onSignedUp: () => void;
}

const emptyForm = { username: '', email: '', firstName: '', lastName: '', password: '' };

/** Sign Up tab. No client-side validation (spec section 2): the server's 400 names the field. */
export function SignUpForm({ referralCode, onSignedUp }: SignUpFormProps) {
  const [form, setForm] = useState(emptyForm);
  const registerMutation = useRegister();
  const update = (field: keyof typeof emptyForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    registerMutation.mutate({ ...form, ...(referralCode ? { ref: referralCode } : {}) }, { onSuccess: onSignedUp });
  }

  const error = registerMutation.error;
  const wait = useRetryWait(error);
  const formRef = useFocusFirstInvalid(error);
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid="signup-form">
      {referralCode ? (
        <Badge variant="gold" className="justify-self-start" data-testid="referral-code-badge">
          <Gift className="size-3.5" aria-hidden /> Invited with code {referralCode}
        </Badge>
      ) : null}
      <FormField id="signup-username" label="Username" error={serverFieldError(error, 'username')}>
        <Input id="signup-username" name="username" autoComplete="username" value={form.username} onChange={(e) => update('username')(e.target.value)} placeholder="Choose a username" />
      </FormField>
      <FormField id="signup-email" label="Email" error={serverFieldError(error, 'email')}>
        <Input id="signup-email" name="email" type="email" autoComplete="email" value={form.email} onChange={(e) => update('email')(e.target.value)} placeholder="you@example.com" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First Name" error={serverFieldError(error, 'firstName')}>
          <Input id="signup-first-name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={(e) => update('firstName')(e.target.value)} placeholder="First name" />
        </FormField>
        <FormField id="signup-last-name" label="Last Name" error={serverFieldError(error, 'lastName')}>
          <Input id="signup-last-name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={(e) => update('lastName')(e.target.value)} placeholder="Last name" />
        </FormField>
      </div>
      <FormField id="signup-password" label="Password" error={serverFieldError(error, 'password')} hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}>
        <PasswordInput id="signup-password" name="password" autoComplete="new-password" value={form.password} onChange={(e) => update('password')(e.target.value)} placeholder="Create a password" />
      </FormField>
      <RetryWaitNotice wait={wait} />
      <SubmitButton size="lg" variant="gold" disabled={registerMutation.isPending || wait.waiting} data-testid="signup-submit">
        {registerMutation.isPending ? <Spinner /> : <UserPlus aria-hidden />}
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </SubmitButton>
    </form>
  );
}
