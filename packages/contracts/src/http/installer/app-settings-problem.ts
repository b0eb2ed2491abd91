import { validateSetting } from '../../settings.js';
import type { InstallRequest } from './post-install.js';

export const EMAIL_SETTINGS_REQUIRED = 'SendGrid API key and sender email are required when email is enabled';

/** A field of the installer's settings step and what is wrong with it. */
export interface AppSettingsProblem {
  field: 'siteName' | 'siteUrl' | 'sendgridApiKey' | 'emailFrom';
  message: string;
}

/**
 * The first thing wrong with the installer's settings step, in the wizard's words (its field names, not
 * the settings behind them), or null. The wizard says it before moving on; the install call checks again.
 * The values are held to the same rules as the admin panel's settings, so an install can never store a
 * site URL or a sender the panel would refuse.
 */
export function appSettingsProblem(app: Pick<InstallRequest['app'], 'siteName' | 'siteUrl' | 'emailEnabled' | 'sendgridApiKey' | 'emailFrom'>): AppSettingsProblem | null {
  if (!app.siteName.trim()) return { field: 'siteName', message: 'Site name is required' };
  const siteUrl = validateSetting('site_url', app.siteUrl.trim());
  if (siteUrl) return { field: 'siteUrl', message: `Site URL ${siteUrl.replace(/^site_url: /, '')}` };
  if (!app.emailEnabled) return null;
  if (!app.sendgridApiKey?.trim()) return { field: 'sendgridApiKey', message: EMAIL_SETTINGS_REQUIRED };
  if (!app.emailFrom?.trim()) return { field: 'emailFrom', message: EMAIL_SETTINGS_REQUIRED };
  const sender = validateSetting('email_from', app.emailFrom.trim());
  if (sender) return { field: 'emailFrom', message: `Sender email ${sender.replace(/^email_from: /, '')}` };
  return null;
}
