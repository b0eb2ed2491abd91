import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPoints, pointsToUsd } from '@/lib/format';
import type { WithdrawFormState } from './use-withdraw-form';
import { amountHint, amountProblem, wholePoints } from './withdraw-rules';

export const LIMITS_UNAVAILABLE = 'Withdrawal limits could not be loaded. Reload the page to try again.';

/** What to say under the amount: a broken limit first, then a balance too small, else the minimum and balance. */
function amountMessages(form: WithdrawFormState, balance: number): { error?: string; hint: string } {
  const { amountText, amount, method, limits, limitsFailed } = form;
  const balanceText = `Balance ${formatPoints(balance)} points`;
  if (!limits) return limitsFailed ? { error: LIMITS_UNAVAILABLE, hint: balanceText } : { hint: `Loading limits… · ${balanceText}` };
  const broken = amountText === '' ? null : amountProblem(method, amount, limits);
  const error = broken ?? (amount > balance ? `You only have ${formatPoints(balance)} points` : undefined);
  return { error, hint: amountHint(method, limits, balance) };
}

/** The points input and the read-only value it is worth (Robux 1:1; cash 100 points = $1). */
export function AmountFields({ form, balance }: { form: WithdrawFormState; balance: number }) {
  const { amountText, setAmountText, amount, minimum, isRobux } = form;
  const value = isRobux ? `${formatPoints(wholePoints(amount))} Robux` : pointsToUsd(wholePoints(amount));
  const { error, hint } = amountMessages(form, balance);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="withdraw-amount" label="Points to Withdraw" error={error} hint={hint}>
        <Input
          id="withdraw-amount"
          type="number"
          inputMode="numeric"
          min={minimum}
          step={1}
          placeholder={minimum === undefined ? undefined : String(minimum)}
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          // once the player is in the field, the minimum arriving with the limits must not be put under their typing
          onFocus={() => setAmountText(amountText)}
          data-testid="withdraw-amount"
        />
      </FormField>
      <FormField id="withdraw-value" label="You Receive" hint={isRobux ? '1 point = 1 Robux' : '100 points = $1.00'}>
        <Input id="withdraw-value" readOnly value={value} className="font-semibold" data-testid="withdraw-value" />
      </FormField>
    </div>
  );
}
