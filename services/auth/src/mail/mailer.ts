import type { MailMessage } from '../domain/emails.js';

/** Delivers one message; throws when it could not. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
