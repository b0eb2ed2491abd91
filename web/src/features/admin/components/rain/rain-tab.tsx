import { useState, type FormEvent } from 'react';
import { CloudRain } from 'lucide-react';
import { RAIN_MIN_AMOUNT, type PostAdminRainRequest } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAdminSettings } from '../../api/get-admin-settings';
import { useStartRain } from '../../api/start-rain';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { defaultRainDurationMs, rainConfirmText } from './rain-confirm';
import { checkRainForm, RAIN_MAX_S, RAIN_MIN_S, type RainErrors } from './rain-form';
import { RunningRain, useRunningRain } from './running-rain';

/**
 * Starts a chat rain: the pot is split among the verified players who join in time. One rain at a time.
 * The points go out for good, so a valid form first asks, stating the amount and the duration. While a
 * rain is open the tab shows it and the button waits for it to end.
 */
export function RainTab() {
  const [amount, setAmount] = useState('');
  const [duration, setDuration] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<RainErrors>({});
  // the checked request waiting for the admin's confirmation
  const [confirming, setConfirming] = useState<PostAdminRainRequest | null>(null);
  // the default duration, to state it when the box is left empty
  const settings = useAdminSettings();
  const running = useRunningRain();
  const rain = useStartRain({
    onSuccess: () => {
      setAmount('');
      setMessage('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRainForm(amount, duration, message);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setConfirming(checked.body);
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Start a Rain</CardTitle>
        <CardDescription>Verified players who join in the chat before it ends split the points equally.</CardDescription>
      </CardHeader>
      <CardContent>
        {running ? <RunningRain running={running} /> : null}
        <form onSubmit={submit} className="grid gap-4" noValidate data-testid="rain-form">
          <FormField id="rain-amount" label="Amount (points)" error={errors.amount}>
            <Input id="rain-amount" type="number" min={RAIN_MIN_AMOUNT} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={Boolean(errors.amount)} data-testid="rain-amount" />
          </FormField>
          <FormField id="rain-duration" label="Duration (seconds)" error={errors.duration} hint={`${RAIN_MIN_S}–${RAIN_MAX_S} s; empty uses the default setting`}>
            <Input id="rain-duration" type="number" min={RAIN_MIN_S} max={RAIN_MAX_S} step={1} value={duration} onChange={(e) => setDuration(e.target.value)} aria-invalid={Boolean(errors.duration)} data-testid="rain-duration" />
          </FormField>
          <FormField id="rain-message" label="Message (optional)">
            <Input id="rain-message" value={message} maxLength={200} onChange={(e) => setMessage(e.target.value)} data-testid="rain-message" />
          </FormField>
          <SubmitButton disabled={rain.isPending || running !== null} data-testid="rain-submit">
            {rain.isPending ? <Spinner /> : <CloudRain />} Start Rain
          </SubmitButton>
        </form>
        <ConfirmDialog
          testId="rain-confirm"
          title="Start Rain"
          description={confirming ? rainConfirmText(confirming, defaultRainDurationMs(settings.data)) : ''}
          action="Start Rain"
          pending={rain.isPending}
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onConfirm={() => {
            if (confirming) rain.mutate(confirming, { onSettled: () => setConfirming(null) });
          }}
        />
      </CardContent>
    </Card>
  );
}
