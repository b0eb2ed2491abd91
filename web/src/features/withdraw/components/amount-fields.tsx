import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPoints, pointsToUsd } from '@/lib/format';
import type { WithdrawFormState } from './use-withdraw-form';

/** The points input and the read-only value it is worth (Robux 1:1; cash 100 points = $1). */
export function AmountFields({ form, balance }: { form: WithdrawFormState; balance: number }) {
  const { amountText, setAmountText, amount, minimum, isRobux } = form;
  const tooLow = amountText !== '' && amount < minimum;
  const value = isRobux ? `${formatPoints(Math.max(0, amount))} Robux` : pointsToUsd(Math.max(0, amount));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="withdraw-amount"
        label="Points to Withdraw"
        error={tooLow ? `Minimum withdrawal is ${formatPoints(minimum)} points` : amount > balance ? `You only have ${formatPoints(balance)} points` : undefined}
        hint={`Minimum ${formatPoints(minimum)} points · Balance ${formatPoints(balance)} points`}
      >
        <Input
          id="withdraw-amount"
          type="number"
          inputMode="numeric"
          min={minimum}
          step={1}
          placeholder={String(minimum)}
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          data-testid="withdraw-amount"
        />
      </FormField>
      <FormField id="withdraw-value" label="You Receive" hint={isRobux ? '1 point = 1 Robux' : '100 points = $1.00'}>
        <Input id="withdraw-value" readOnly value={value} className="font-semibold" data-testid="withdraw-value" />
      </FormField>
    </div>
  );
}
