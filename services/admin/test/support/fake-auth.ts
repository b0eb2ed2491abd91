import { randomUUID } from 'node:crypto';
import type { BlockedIp, CommandRequest, UserFacts, UserListEntry } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';

/**
 * A working stand-in for the auth service's commands: it keeps users and blocked addresses in memory,
 * refuses a taken username or e-mail with CONFLICT as auth does, and records what it was asked.
 */
export class FakeAuth {
  readonly users = new Map<string, UserFacts>();
  readonly moderation = new Map<string, { banReason: string | null; ipAddress: string | null }>();
  readonly blockedIps = new Map<string, BlockedIp>();
  /** every auth.v1.user.moderate request received, in order */
  readonly moderateRequests: CommandRequest<'auth.v1.user.moderate'>[] = [];
  /** every command received other than auth.v1.user.get (the admin check) */
  readonly commandsReceived: string[] = [];
  adminsCreated = 0;
  /** admin.create calls that took over the account an earlier (unfinished) install created */
  adminsTakenOver = 0;
  /** makes the next admin.create calls fail (as auth would when it is down) */
  failCreates = false;
  private readonly lostReplies = new Map<string, number>();

  serveOn(bus: Bus, options: { createDelayMs?: number } = {}): void {
    bus.serve('auth.v1.admin.create', async (request) => {
      this.commandsReceived.push('auth.v1.admin.create');
      if (this.failCreates) throw new AppError('UNAVAILABLE', 'auth is down');
      // Like argon2 hashing: the create takes a while, so concurrent installs really overlap.
      await new Promise((r) => setTimeout(r, options.createDelayMs ?? 50));
      const taken = [...this.users.values()].find((u) => u.id !== request.userId && (u.username.toLowerCase() === request.username.toLowerCase() || u.email === request.email));
      if (taken) throw new AppError('CONFLICT', taken.username.toLowerCase() === request.username.toLowerCase() ? 'Username already taken' : 'Email already registered');
      // as auth does: the installer's id of an account an unfinished install created is taken over
      const earlier = request.userId ? this.users.get(request.userId) : undefined;
      if (earlier) {
        this.users.set(earlier.id, { ...earlier, username: request.username, email: request.email });
        this.adminsTakenOver++;
        return { userId: earlier.id };
      }
      const user = this.addUser({ ...(request.userId ? { id: request.userId } : {}), username: request.username, email: request.email, isAdmin: true });
      this.adminsCreated++;
      return { userId: user.id };
    });
    bus.serve('auth.v1.user.get', async ({ userId }) => this.userOrThrow(userId));
    bus.serve('auth.v1.user.moderate', async (request) => {
      this.commandsReceived.push('auth.v1.user.moderate');
      this.moderateRequests.push(request);
      const user = this.userOrThrow(request.userId);
      const banned = request.isBanned ?? user.isBanned;
      const updated: UserFacts = { ...user, emailVerified: request.emailVerified ? true : user.emailVerified, isBanned: banned };
      this.users.set(user.id, updated);
      const extra = this.moderation.get(user.id);
      this.moderation.set(user.id, { ipAddress: extra?.ipAddress ?? null, banReason: banned ? (request.banReason ?? extra?.banReason ?? null) : null });
      return updated;
    });
    bus.serve('auth.v1.user.list', async ({ search, page, pageSize }) => {
      this.commandsReceived.push('auth.v1.user.list');
      const needle = search?.toLowerCase();
      const matches = [...this.users.values()]
        .filter((u) => !needle || u.username.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const users: UserListEntry[] = matches.slice((page - 1) * pageSize, page * pageSize).map((u) => ({
        ...u,
        banReason: this.moderation.get(u.id)?.banReason ?? null,
        ipAddress: this.moderation.get(u.id)?.ipAddress ?? null,
      }));
      return { users, total: matches.length };
    });
    bus.serve('auth.v1.ip.block', async ({ ipAddress, reason }) => {
      this.commandsReceived.push('auth.v1.ip.block');
      const existing = this.blockedIps.get(ipAddress);
      if (existing) return this.reply('auth.v1.ip.block', { blockedIp: existing, created: false });
      const blockedIp = { ipAddress, reason: reason ?? null, createdAt: new Date().toISOString() };
      this.blockedIps.set(ipAddress, blockedIp);
      return this.reply('auth.v1.ip.block', { blockedIp, created: true });
    });
    bus.serve('auth.v1.ip.unblock', async ({ ipAddress }) => {
      this.commandsReceived.push('auth.v1.ip.unblock');
      return this.reply('auth.v1.ip.unblock', { removed: this.blockedIps.delete(ipAddress) });
    });
    bus.serve('auth.v1.ip.list', async ({ page, pageSize }) => {
      this.commandsReceived.push('auth.v1.ip.list');
      const all = [...this.blockedIps.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { blockedIps: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    });
  }

  /** The next `times` answers to `subject` are lost after the effect is applied (the caller sees UNAVAILABLE). */
  loseReplies(subject: 'auth.v1.ip.block' | 'auth.v1.ip.unblock', times: number): void {
    this.lostReplies.set(subject, times);
  }

  private reply<T>(subject: string, answer: T): T {
    const lost = this.lostReplies.get(subject) ?? 0;
    if (lost > 0) {
      this.lostReplies.set(subject, lost - 1);
      throw new AppError('UNAVAILABLE', 'reply lost');
    }
    return answer;
  }

  addUser(facts: Partial<UserFacts> = {}): UserFacts {
    const id = facts.id ?? randomUUID();
    const user: UserFacts = {
      id,
      username: `user_${id.slice(0, 8)}`,
      email: `${id.slice(0, 8)}@example.test`,
      firstName: null,
      lastName: null,
      isAdmin: false,
      emailVerified: true,
      isBanned: false,
      createdAt: new Date().toISOString(),
      ...facts,
    };
    this.users.set(id, user);
    return user;
  }

  private userOrThrow(userId: string): UserFacts {
    const user = this.users.get(userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    return user;
  }
}
