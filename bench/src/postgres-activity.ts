import pg from 'pg';

interface TableCounts {
  inserted: number;
  updated: number;
  hotUpdated: number;
  seqScans: number;
  seqRowsRead: number;
}

interface Snapshot {
  commits: number;
  tables: Map<string, TableCounts>;
}

export interface PostgresActivity {
  /** transactions committed per bet (each a flush of the WAL unless it changed nothing) */
  commitsPerBet: number;
  /** per table that the load wrote or scanned: rows inserted and updated (HOT among them), sequential scans and the rows they read, per bet */
  tables: { table: string; inserted: number; updated: number; hotUpdated: number; seqScans: number; seqRowsRead: number }[];
}

async function snapshot(client: pg.Client): Promise<Snapshot> {
  const [db] = (await client.query<{ commits: string }>(`SELECT xact_commit::text AS commits FROM pg_stat_database WHERE datname = current_database()`)).rows;
  const tables = await client.query<{ name: string; ins: string; upd: string; hot: string; seq: string; seqread: string }>(
    `SELECT schemaname || '.' || relname AS name, n_tup_ins::text AS ins, n_tup_upd::text AS upd, n_tup_hot_upd::text AS hot, seq_scan::text AS seq, seq_tup_read::text AS seqread
       FROM pg_stat_user_tables`,
  );
  return {
    commits: Number(db?.commits ?? 0),
    tables: new Map(tables.rows.map((r) => [r.name, { inserted: Number(r.ins), updated: Number(r.upd), hotUpdated: Number(r.hot), seqScans: Number(r.seq), seqRowsRead: Number(r.seqread) }])),
  };
}

/**
 * What the load made PostgreSQL do, from its cumulative statistics of the product's database: commits,
 * and per table rows written and sequential scans (a plan that reads a growing table whole shows here:
 * that is how the wallet's batch statement reading the whole ledger was found). Statistics reach these
 * views within about a second of each transaction, so close the window only once the load's events have
 * all been handled.
 */
export class PostgresWindow {
  private constructor(
    private readonly client: pg.Client,
    private readonly before: Snapshot,
  ) {}

  static async open(databaseUrl: string): Promise<PostgresWindow> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new PostgresWindow(client, await snapshot(client));
  }

  async close(bets: number): Promise<PostgresActivity> {
    await new Promise((r) => setTimeout(r, 1500)); // the last transactions' statistics
    const after = await snapshot(this.client);
    await this.client.end();
    const per = (n: number) => (bets ? n / bets : 0);
    const tables = [...after.tables].map(([table, a]) => {
      const b = this.before.tables.get(table) ?? { inserted: 0, updated: 0, hotUpdated: 0, seqScans: 0, seqRowsRead: 0 };
      return {
        table,
        inserted: per(a.inserted - b.inserted),
        updated: per(a.updated - b.updated),
        hotUpdated: per(a.hotUpdated - b.hotUpdated),
        seqScans: per(a.seqScans - b.seqScans),
        seqRowsRead: per(a.seqRowsRead - b.seqRowsRead),
      };
    });
    return {
      commitsPerBet: per(after.commits - this.before.commits),
      tables: tables.filter((t) => t.inserted + t.updated + t.seqScans >= 0.01).sort((x, y) => y.inserted + y.updated - (x.inserted + x.updated)),
    };
  }
}
