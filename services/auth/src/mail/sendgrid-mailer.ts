import type { MailMessage } from '../domain/emails.js';
import type { Mailer } from './mailer.js';

export interface SendGridConfig {
  /** https://api.sendgrid.com, or a local fake in tests */
  apiUrl: string;
  apiKey: string;
  from: string;
  fromName?: string;
  timeoutMs?: number;
}

/** The v3 Mail Send request body for one message (https://www.twilio.com/docs/sendgrid/api-reference/mail-send). */
export function sendGridBody(message: MailMessage, from: string, fromName?: string) {
  return {
    personalizations: [{ to: [{ email: message.to }] }],
    from: fromName ? { email: from, name: fromName } : { email: from },
    subject: message.subject,
    // text/plain must come first, then text/html (SendGrid's ordering rule)
    content: [
      { type: 'text/plain', value: message.text },
      { type: 'text/html', value: message.html },
    ],
    // the links are single-use secrets: SendGrid's click tracking would rewrite (and could consume) them
    tracking_settings: { click_tracking: { enable: false, enable_text: false } },
  };
}

/** Sends through SendGrid's HTTP API: POST {apiUrl}/v3/mail/send with a Bearer key; 202 means accepted. */
export class SendGridMailer implements Mailer {
  constructor(private readonly config: SendGridConfig) {}

  async send(message: MailMessage): Promise<void> {
    const url = `${this.config.apiUrl.replace(/\/+$/, '')}/v3/mail/send`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(sendGridBody(message, this.config.from, this.config.fromName)),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(`SendGrid answered ${response.status}: ${detail}`);
    }
  }
}
