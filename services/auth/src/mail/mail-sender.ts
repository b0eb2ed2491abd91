import type { Logger, SettingsView } from '@app/platform';
import type { MailMessage } from '../domain/emails.js';
import type { MailboxMailer } from './mailbox-mailer.js';
import type { Mailer } from './mailer.js';
import { SendGridMailer } from './sendgrid-mailer.js';

/**
 * Sends auth's e-mails after the change that caused them has committed, without making the request
 * wait: a slow or failing provider is logged and never fails (or delays) a registration or a reset,
 * and an answer takes the same time whether or not a message went out (forgot-password).
 * The transport is chosen per message from the live settings, so enabling SendGrid needs no restart.
 */
export class MailSender {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly settings: SettingsView,
    private readonly mailbox: MailboxMailer,
    private readonly sendGridApiUrl: string,
    private readonly logger: Logger,
  ) {}

  /** The transport the settings ask for now. */
  transport(): Mailer {
    const enabled = this.settings.get('email_enabled');
    const apiKey = this.settings.get('sendgrid_api_key');
    const from = this.settings.get('email_from');
    if (!enabled || !apiKey) return this.mailbox;
    if (!from) {
      this.logger.warn('email_enabled is on but email_from is empty; writing to the local mailbox instead');
      return this.mailbox;
    }
    return new SendGridMailer({ apiUrl: this.sendGridApiUrl, apiKey, from, fromName: this.settings.get('site_name') || undefined });
  }

  /** Starts sending in the background; `build` runs there too (it may read the database). */
  sendLater(describe: string, build: () => Promise<MailMessage | null>): void {
    const job = (async () => {
      const message = await build();
      if (message) await this.transport().send(message);
    })().catch((err: unknown) => this.logger.error({ err, mail: describe }, 'e-mail could not be sent'));
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Waits for messages in flight (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
