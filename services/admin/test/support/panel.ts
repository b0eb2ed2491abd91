import type { UserFacts } from '@app/contracts';
import { distributedTestInfrastructure, embeddedTestInfrastructure, startTestService, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { adminService } from '../../src/app.js';
import { FakeAuth } from './fake-auth.js';
import { FakeChat } from './fake-chat.js';
import { FakeWallet } from './fake-wallet.js';
import { pretendInstalled } from './harness.js';

/** A running admin service with working stand-ins of auth, wallet and chat on the same bus. */
export interface AdminPanel {
  infra: TestInfrastructure;
  running: RunningTestService;
  url: string;
  auth: FakeAuth;
  wallet: FakeWallet;
  chat: FakeChat;
  /** a signed-in admin */
  admin: UserFacts;
  /** a signed-in player who is not an admin */
  player: UserFacts;
  close(): Promise<void>;
}

/** Real PostgreSQL and NATS (`distributed`, the default) or PGlite and the in-process bus (`embedded`). */
export async function startAdminPanel(mode: 'distributed' | 'embedded' = 'distributed'): Promise<AdminPanel> {
  const infra = mode === 'embedded' ? await embeddedTestInfrastructure([adminService]) : await distributedTestInfrastructure([adminService], { redis: false });
  const auth = new FakeAuth();
  const wallet = new FakeWallet();
  const chat = new FakeChat();
  auth.serveOn(infra.bus);
  wallet.serveOn(infra.bus);
  chat.serveOn(infra.bus);
  const admin = auth.addUser({ isAdmin: true, username: 'chief_admin' });
  const player = auth.addUser({ username: 'plain_player' });
  // the admin routes answer on an installed site only
  await pretendInstalled(infra.db!, admin.id);
  const running = await startTestService(adminService, infra);
  await infra.bus.start();
  return {
    infra,
    running,
    url: running.url,
    auth,
    wallet,
    chat,
    admin,
    player,
    close: async () => {
      await running.close();
      await infra.cleanup();
    },
  };
}
