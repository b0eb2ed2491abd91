import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databaseClients, type DatabaseClients } from '../db/database.js';
import { EnvError, loadEnv } from '../env.js';
import { AppError } from '../errors.js';
import type { ResendReport, ResendSelection } from './resend.js';

/** A section lists this many labels at most, then says how many more: a blanket --since may send thousands. */
const LISTED_PER_SECTION = 50;

export interface ResendToolOptions {
  /** the command's name in its usage line ("resend-registrations") */
  name: string;
  /** the option that takes ids ("user") and what it takes ("<user id>") */
  idOption: string;
  idValue: string;
  /**
   * The title of each non-empty section of the report (one still in the outbox is the same for every
   * tool; a tool whose events need no kept id, since their consumers apply them idempotently, has no
   * records without one).
   */
  sections: Omit<Record<keyof ResendReport, string>, 'stillQueued' | 'withoutEventId'> & { withoutEventId?: string };
  /** what is printed when the selection held nothing */
  nothingFound: string;
  /** the repair, on the database the tool was given */
  open(clients: DatabaseClients): { resend(selection: ResendSelection): Promise<ResendReport>; close?(): Promise<void> };
}

/**
 * The command line of a resend tool (services' `src/tools/resend-*.ts`): `--since <ISO time>` or
 * `--<id option> <id>` (repeatable), DATABASE_URL from the environment. It prints what it sent and what it
 * did not and why; a bad selection or environment exits 2 with the reason and the usage.
 */
export function runResendTool(options: ResendToolOptions): void {
  const usage = `usage: ${options.name} (--since <ISO time> | --${options.idOption} ${options.idValue} [--${options.idOption} ${options.idValue} ...])   with DATABASE_URL set`;
  main(options, usage).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof AppError || err instanceof EnvError) {
        console.error(`${err.message}\n${usage}`);
        process.exit(2);
      }
      console.error(err);
      process.exit(1);
    },
  );
}

async function main(options: ResendToolOptions, usage: string): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { since: { type: 'string' }, [options.idOption]: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const env = loadEnv({ DATABASE_URL: z.string({ error: 'is required' }).url('must be a postgresql:// URL') });
  const clients = databaseClients({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 });
  const since = args.since as string | undefined;
  const repair = options.open(clients);
  try {
    printReport(options, await repair.resend({ since: since === undefined ? undefined : new Date(since), ids: args[options.idOption] as string[] | undefined }));
    return 0;
  } finally {
    await repair.close?.();
  }
}

const STILL_QUEUED = 'not sent again: the first event is still in the outbox and will reach every consumer';
const WITHOUT_EVENT_ID = 'NOT sent: the id of its first event was not kept, so a repeat would be counted twice';

function printReport(options: ResendToolOptions, report: ResendReport): void {
  const { resent, withoutEventId, tooOld, unknown } = options.sections;
  const sections: Record<keyof ResendReport, string> = { resent, stillQueued: STILL_QUEUED, withoutEventId: withoutEventId ?? WITHOUT_EVENT_ID, tooOld, unknown };
  const keys = Object.keys(sections) as (keyof ResendReport)[];
  for (const key of keys) {
    const labels = report[key];
    if (labels.length === 0) continue;
    console.log(`${labels.length} ${sections[key]}:`);
    for (const label of labels.slice(0, LISTED_PER_SECTION)) console.log(`  ${label}`);
    if (labels.length > LISTED_PER_SECTION) console.log(`  ... and ${labels.length - LISTED_PER_SECTION} more`);
  }
  if (keys.every((key) => report[key].length === 0)) console.log(options.nothingFound);
}
