import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@app/platform';
import type { MailMessage } from '../domain/emails.js';
import type { Mailer } from './mailer.js';

/**
 * The local mailbox, used while SendGrid is not configured: each message is a JSON file under
 * `{dataDir}/mail/`, named so that `ls` lists them oldest first, so a newcomer can verify an address or
 * reset a password without any e-mail account. A message appears whole: it is written under a temporary
 * name (not `*.json`) and renamed, so a reader never finds half a file.
 *
 * Its links are live secrets (a reset link takes the account over) and logs travel further than the data
 * directory (a log collector, a shared terminal): the log names the message and its file, and shows the
 * links only at LOG_LEVEL=debug, which a developer turns on and a deployment does not run with.
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
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, JSON.stringify({ ...message, createdAt: createdAt.toISOString() }, null, 2), { mode: 0o600 });
    await rename(partial, file);
    this.logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the local mailbox');
    this.logger.debug({ to: message.to, subject: message.subject, links: message.links }, 'links of the e-mail written to the local mailbox');
  }
}
