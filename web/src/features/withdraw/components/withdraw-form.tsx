import type { CurrentUser } from '@app/contracts';
import { Link } from 'react-router';
import { Hourglass, Send } from 'lucide-react';
import { paths } from '@/app/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RetryWaitNotice } from '@/components/ui/retry-wait-notice';
import { Spinner } from '@/components/ui/spinner';
import { AmountFields } from './amount-fields';
import { MethodGrid } from './method-grid';
import { MethodInputs } from './method-inputs';
import { useWithdrawForm } from './use-withdraw-form';
import { payoutSummary } from './withdraw-methods';
import { requestProblem } from './withdraw-rules';

/** Method, amount, value, method inputs, terms and submit. */
export function WithdrawForm({ user }: { user: CurrentUser }) {
  const form = useWithdrawForm(user);
  // the wallet takes one pending withdrawal at a time: said before the player fills the form in
  const refusal = requestProblem(form.limits);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Request a Withdrawal</CardTitle>
        <CardDescription data-testid="withdraw-payout-summary">{payoutSummary(form.limits)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-6"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
          }}
          data-testid="withdraw-form"
        >
          {refusal ? (
            // a standing state of the account, not an error in what was typed: a status, not an alert
            <Alert variant="warning" role="status" data-testid="withdraw-pending-notice">
              <Hourglass aria-hidden />
              <AlertDescription>
                {refusal}{' '}
                <Link to={paths.withdrawalHistory} className="font-medium underline">
                  View your withdrawals
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="space-y-2">
            <p className="text-sm font-medium">Withdrawal Method</p>
            <MethodGrid value={form.method} onChange={form.setMethod} limits={form.limits} />
          </div>
          <AmountFields form={form} balance={user.points} />
          {/* a new set after each request that went through: the fields it emptied have not been visited yet */}
          <MethodInputs key={form.submissions} form={form} />
          <div className="flex items-start gap-2">
            <Checkbox id="withdraw-terms" checked={form.terms} onCheckedChange={(v) => form.setTerms(v === true)} data-testid="withdraw-terms" />
            <Label htmlFor="withdraw-terms" className="text-sm leading-snug font-normal text-muted-foreground">
              I confirm my payment details are correct and agree to the withdrawal terms. Withdrawals cannot be reversed once processed.
            </Label>
          </div>
          <RetryWaitNotice wait={form.wait} />
          <Button type="submit" size="lg" className="w-full" disabled={form.blocked} data-testid="withdraw-submit">
            {form.pending ? <Spinner /> : <Send aria-hidden />}
            {form.pending ? 'Processing...' : 'Submit Withdrawal'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
