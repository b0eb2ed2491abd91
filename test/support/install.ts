import { SiteClient } from './http-client.js';
import type { RunningProduct } from './run-modes.js';

export interface AdminAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * The set-up most product tests start from (not what they test): the installer run through its API with
 * this first admin, and that admin signed in. Returns the admin's client.
 */
export async function installWithAdmin(product: RunningProduct, admin: AdminAccount, siteName: string): Promise<SiteClient> {
  const site = new SiteClient(product.url);
  const installed = await site.post('/api/installer/install', { database: product.databaseConfig, admin, app: { siteName, siteUrl: '', emailEnabled: false } });
  if (installed.status !== 200) throw new Error(`install answered ${installed.status}: ${JSON.stringify(installed.body)}`);
  const login = await site.post('/api/auth/login', { username: admin.username, password: admin.password });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return site;
}
