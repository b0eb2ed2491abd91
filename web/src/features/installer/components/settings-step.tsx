import type { ChangeEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useGenerateSecret } from '../api/generate-secret';
import { EMAIL_SETTINGS_REQUIRED, type SettingsForm } from './installer-form';

interface SettingsStepProps {
  value: SettingsForm;
  onChange: (patch: Partial<SettingsForm>) => void;
}

/** Step 3: site name and address, session secret, and e-mail delivery. */
export function SettingsStep({ value, onChange }: SettingsStepProps) {
  const generate = useGenerateSecret();
  const bind = (key: 'siteName' | 'siteUrl' | 'sessionSecret' | 'sendgridApiKey' | 'emailFrom') => ({
    id: `settings-${key}`,
    value: value[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
  });
  const emailIncomplete = value.emailEnabled && (!value.sendgridApiKey.trim() || !value.emailFrom.trim());

  function generateSecret() {
    generate.mutate(undefined, {
      onSuccess: ({ secret }) => onChange({ sessionSecret: secret }),
      onError: (error) => toast({ title: 'Failed to generate a secret', description: errorMessage(error, error.message), variant: 'destructive' }),
    });
  }

  return (
    <div className="grid gap-5" data-testid="installer-step-settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-siteName" label="Site name" error={value.siteName.trim() ? undefined : 'Site name is required'}>
          <Input {...bind('siteName')} />
        </FormField>
        <FormField id="settings-siteUrl" label="Site URL" hint="The public address, used in e-mail links.">
          <Input {...bind('siteUrl')} type="url" placeholder="https://example.com" />
        </FormField>
      </div>
      <FormField id="settings-sessionSecret" label="Session secret" hint="Signs the session cookies. Generate a long random one and keep it private.">
        <div className="flex gap-2">
          <Input {...bind('sessionSecret')} className="font-mono text-xs" autoComplete="off" spellCheck={false} />
          <Button variant="secondary" onClick={generateSecret} disabled={generate.isPending} data-testid="generate-secret-button">
            {generate.isPending ? <Spinner /> : <KeyRound aria-hidden />}
            Generate
          </Button>
        </div>
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
        <div>
          <Label htmlFor="settings-emailEnabled">Send e-mail with SendGrid</Label>
          <p className="mt-1 text-xs text-muted-foreground">Verification and password-reset e-mails. When off, they are written to the local mailbox.</p>
        </div>
        <Switch id="settings-emailEnabled" checked={value.emailEnabled} onCheckedChange={(checked) => onChange({ emailEnabled: checked })} data-testid="email-enabled-switch" />
      </div>
      {value.emailEnabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="settings-sendgridApiKey" label="SendGrid API key">
            <Input {...bind('sendgridApiKey')} type="password" autoComplete="off" />
          </FormField>
          <FormField id="settings-emailFrom" label="Sender email">
            <Input {...bind('emailFrom')} type="email" placeholder="noreply@example.com" />
          </FormField>
        </div>
      ) : null}
      {emailIncomplete ? (
        <p className="text-sm text-destructive" role="alert" data-testid="email-settings-error">
          {EMAIL_SETTINGS_REQUIRED}
        </p>
      ) : null}
    </div>
  );
}
