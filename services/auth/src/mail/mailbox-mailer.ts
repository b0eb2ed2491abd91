import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@app/platform';
import type { MailMessage } from '../domain/emails.js';
import type { Mailer } from './mailer.js';

/**
 * The local mailbox, used while SendGrid is not configured: each message is a JSON file under
 * `{dataDir}/mail/`, named so that `ls` lists them oldest first, and its links are logged, so a newcomer
 * can verify an address or reset a password without any e-mail account.
 */
export class MailboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const createdAt = new Date();
    await mkdir(this.dir, { recursive: true });
    const name = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
    const file = join(this.dir, name);
    await writeFile(file, JSON.stringify({ ...message, createdAt: createdAt.toISOString() }, null, 2), { mode: 0o600 });
    this.logger.info({ to: message.to, subject: message.subject, links: message.links, file }, 'e-mail written to the local mailbox');
  }
}
