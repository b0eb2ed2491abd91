import type { Agent} from 'node:http';
import { request } from 'node:http';

/** A keep-alive HTTP client for one player (a cookie, the site's Origin), light enough to drive 1000+ req/s. */
export class BenchClient {
  private cookie = '';
  constructor(
    private readonly base: URL,
    private readonly agent: Agent,
  ) {}

  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(method !== 'GET' ? { origin: this.base.origin } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
          },
        },
        (res) => {
          const setCookie = res.headers['set-cookie'];
          const sid = setCookie?.map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
          if (sid) this.cookie = sid;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let json: unknown = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = text;
            }
            resolve({ status: res.statusCode ?? 0, json });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  get cookieHeader() {
    return this.cookie;
  }
}

export async function expectOk(what: string, res: Promise<{ status: number; json: any }>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** Installs the site, makes players rich enough for the run, registers and signs them in. */
export async function prepareSite(baseUrl: string, players: number, agent: Agent, databaseConfig: Record<string, unknown>) {
  const base = new URL(baseUrl);
  const admin = new BenchClient(base, agent);
  const adminUser = { username: 'bench_admin', email: 'bench-admin@example.com', password: 'Bench-Admin-Pass-1' };
  await expectOk('install', admin.call('POST', '/api/installer/install', { database: databaseConfig, admin: adminUser, app: { siteName: 'Bench', siteUrl: '', emailEnabled: false } }));
  await expectOk('admin login', admin.call('POST', '/api/auth/login', { username: adminUser.username, password: adminUser.password }));
  await expectOk('signup bonus', admin.call('PUT', '/api/admin/settings/signup_bonus', { value: '100000' }));
  await new Promise((r) => setTimeout(r, 1500));
  const clients: BenchClient[] = [];
  for (let i = 0; i < players; i += 20) {
    const batch = Array.from({ length: Math.min(20, players - i) }, async (_, j) => {
      const c = new BenchClient(base, agent);
      const n = i + j;
      await expectOk(`register player ${n}`, c.call('POST', '/api/auth/register', { username: `bench_p${n}`, email: `bench${n}@example.com`, password: `Bench-Player-${n}-Pass` }));
      return c;
    });
    clients.push(...(await Promise.all(batch)));
  }
  // Wait until every player's signup bonus has arrived (it travels as an event).
  for (const c of clients) {
    for (let tries = 0; ; tries++) {
      const me = await c.call('GET', '/api/auth/user');
      if (me.status === 200 && me.json.points >= 100000) break;
      if (tries > 100) throw new Error(`signup bonus never arrived: ${JSON.stringify(me.json)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { admin, players: clients };
}
