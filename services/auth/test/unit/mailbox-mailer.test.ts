import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { passwordResetEmail } from '../../src/domain/emails.js';
import { MailboxMailer } from '../../src/mail/mailbox-mailer.js';

const token = 'live-reset-token-7f3a9c';
const mail = passwordResetEmail({ to: 'ada@example.com', siteName: 'PointsPlay', username: 'ada', link: `https://play.example.com/reset-password?token=${token}` });

/** A logger at `level` whose lines are kept in memory. */
function capturing(level: string): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: pino({ level }, { write: (line: string) => void lines.push(line) }), lines };
}

describe('the local mailbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mailbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a reset link out of the log at info, and in the message file, which the log names', async () => {
    const { logger, lines } = capturing('info');
    await new MailboxMailer(dir, logger).send(mail);
    const [name] = (await readdir(dir)).filter((n) => n.endsWith('.json'));
    expect(JSON.parse(await readFile(join(dir, name!), 'utf8')).links).toEqual(mail.links);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'e-mail written to the local mailbox', to: 'ada@example.com', file: join(dir, name!) });
    expect(lines.join('')).not.toContain(token);
  });

  it('logs the links at debug, for a developer who asks for them', async () => {
    const { logger, lines } = capturing('debug');
    await new MailboxMailer(dir, logger).send(mail);
    expect(lines.map((l) => JSON.parse(l) as { links?: string[] }).find((l) => l.links)?.links).toEqual(mail.links);
  });
});
