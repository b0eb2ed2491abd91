import type { ChangeEvent } from 'react';
import { appSettingsProblem, EMAIL_SETTINGS_REQUIRED } from '@app/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { SettingsForm } from './installer-form';

interface SettingsStepProps {
  value: SettingsForm;
  onChange: (patch: Partial<SettingsForm>) => void;
}

/**
 * Step 3: site name and address, and e-mail delivery. No session secret is asked for, though the spec's
 * installer has one: session tokens are random values that auth stores hashed, so nothing signs them, and
 * the secret the services sign identities with (INTERNAL_SECRET) comes from the environment (or
 * DATA_DIR/secrets.json in the embedded mode). The server ignores the spec's `sessionSecret`, and a field
 * that does nothing would give a false sense of security.
 */
export function SettingsStep({ value, onChange }: SettingsStepProps) {
  const bind = (key: 'siteName' | 'siteUrl' | 'sendgridApiKey' | 'emailFrom') => ({
    id: `settings-${key}`,
    value: value[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
  });
  const emailIncomplete = value.emailEnabled && (!value.sendgridApiKey.trim() || !value.emailFrom.trim());
  // a value typed in but malformed is said under its field at once (an empty one only blocks Next)
  const problem = appSettingsProblem(value);
  const fieldError = (field: 'siteUrl' | 'emailFrom') => (problem?.field === field && value[field].trim() ? problem.message : undefined);

  return (
    <div className="grid gap-5" data-testid="installer-step-settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-siteName" label="Site name" error={value.siteName.trim() ? undefined : 'Site name is required'}>
          <Input {...bind('siteName')} />
        </FormField>
        <FormField id="settings-siteUrl" label="Site URL" hint="The public address, used in e-mail links." error={fieldError('siteUrl')}>
          <Input {...bind('siteUrl')} type="url" placeholder="https://example.com" />
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="session-secret-note">
        No session secret to choose: session cookies carry random tokens that are stored hashed, and the services sign the requests between them with
        INTERNAL_SECRET, set in the environment (or generated under DATA_DIR by npm start).
      </p>
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
          <FormField id="settings-emailFrom" label="Sender email" error={fieldError('emailFrom')}>
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
