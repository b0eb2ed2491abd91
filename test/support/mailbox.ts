import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface MailFile {
  to: string;
  subject: string;
  text: string;
  links?: string[];
}

/** The local mailbox the auth service writes when no e-mail provider is configured: DATA_DIR/mail/*.json. */
export function mailTo(dataDir: string, to: string): MailFile[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as MailFile)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** The first link in the newest message to `to` whose link contains `fragment`. */
export function latestLink(dataDir: string, to: string, fragment: string): string | null {
  const messages = mailTo(dataDir, to).reverse();
  for (const m of messages) {
    const link = (m.links ?? m.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
    if (link) return link;
  }
  return null;
}
