import { useState } from 'react';
import { gamepassPriceFor } from '@app/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPoints } from '@/lib/format';
import { GAMEPASS_REQUIRED, type WithdrawFormState } from './use-withdraw-form';
import { methodById, type CashMethodId } from './withdraw-methods';
import { detailsProblem, robuxDetailsProblems, wholePoints } from './withdraw-rules';

/**
 * Robux: Roblox username and Gamepass ID (priced to cover Roblox's 30%); cash methods: one payment-details
 * input. Each says what the wallet would refuse in it, in the wallet's words. Which fields were visited is kept here and forgotten after a request went through (the form
 * mounts a new set), so the fields it emptied do not turn red at once.
 */
export function MethodInputs({ form }: { form: WithdrawFormState }) {
  const [usernameTouched, setUsernameTouched] = useState(false);
  const [gamepassTouched, setGamepassTouched] = useState(false);
  const [detailsTouched, setDetailsTouched] = useState(false);
  if (form.isRobux) {
    const price = gamepassPriceFor(wholePoints(form.amount));
    const missing = !form.gamepassId.trim();
    // each said once the player has left the field (the username only once something was typed in it);
    // submit stays disabled meanwhile
    const problems = robuxDetailsProblems(form.robloxUsername, form.gamepassId);
    const usernameError = usernameTouched && form.robloxUsername.trim() ? (problems.username ?? undefined) : undefined;
    const gamepassError = gamepassTouched ? (problems.gamepassId ?? undefined) : undefined;
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="roblox-username" label="Roblox Username" error={usernameError}>
          <Input
            id="roblox-username"
            autoComplete="off"
            value={form.robloxUsername}
            onChange={(e) => form.setRobloxUsername(e.target.value)}
            onBlur={() => setUsernameTouched(true)}
            aria-invalid={usernameError ? true : undefined}
            data-testid="withdraw-roblox-username"
          />
        </FormField>
        <FormField
          id="gamepass-id"
          label="Gamepass ID"
          error={gamepassError}
          hint={missing ? GAMEPASS_REQUIRED : `Price your gamepass at ${formatPoints(price)} Robux (Roblox keeps 30%).`}
        >
          <Input
            id="gamepass-id"
            inputMode="numeric"
            autoComplete="off"
            value={form.gamepassId}
            onChange={(e) => form.setGamepassId(e.target.value)}
            onBlur={() => setGamepassTouched(true)}
            aria-invalid={gamepassError ? true : undefined}
            data-testid="withdraw-gamepass-id"
          />
        </FormField>
      </div>
    );
  }
  const method = methodById(form.method);
  // said once the player has left the field with something typed (not while they are still typing the
  // address, nor for the field emptied after a request went through); submit stays disabled meanwhile
  const problem = detailsTouched && form.paymentDetails.trim() ? detailsProblem(form.method as CashMethodId, form.paymentDetails) : null;
  return (
    <FormField id="payment-details" label={method.detailsLabel ?? 'Payment Details'} error={problem ?? undefined}>
      <Input
        id="payment-details"
        type={form.method === 'paypal' ? 'email' : 'text'}
        autoComplete="off"
        placeholder={method.detailsPlaceholder}
        value={form.paymentDetails}
        onChange={(e) => form.setPaymentDetails(e.target.value)}
        onBlur={() => setDetailsTouched(true)}
        aria-invalid={problem ? true : undefined}
        data-testid="withdraw-payment-details"
      />
    </FormField>
  );
}
