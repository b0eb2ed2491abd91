import type { Bus, Logger, Outbox, RawSql, SettingsView } from '@app/platform';
import type { AuthPrisma } from './db/client.js';
import type { MailSender } from './mail/mail-sender.js';
import type { PasswordHasher } from './passwords/password-hasher.js';
import type { Cooldown } from './rate-limit/cooldown.js';
import type { LoginThrottle } from './rate-limit/login-throttle.js';
import type { SessionManager } from './sessions/session-manager.js';

/** Everything the use cases of the auth service work with; built once in app.ts. */
export interface AuthDeps {
  prisma: AuthPrisma;
  /** plain SQL on the same connections, for the session check (see db/users.ts sessionUserFacts) */
  sql: RawSql;
  outbox: Outbox;
  sessions: SessionManager;
  /** failed password checks per username: login, and the current password of change-password */
  loginThrottle: LoginThrottle;
  /** update-profile attempts per user (each counts, before any lookup) */
  profileThrottle: LoginThrottle;
  /** resend-verification: once a minute per user */
  resendCooldown: Cooldown;
  passwords: PasswordHasher;
  mail: MailSender;
  settings: SettingsView;
  /** where e-mail links point while the site_url setting is empty (PUBLIC_URL; see domain/links.ts) */
  configuredOrigin: string;
  bus: Bus;
  logger: Logger;
}

/** What a use case knows about the HTTP request that asked for it. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** the caller's current session (hash), if any */
  sessionId: string | null;
  /** where e-mail links point (site_url, else the configured origin; never the request's headers) */
  origin: string;
}
