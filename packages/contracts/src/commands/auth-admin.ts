import { z } from 'zod';
import { ZUserFacts } from './auth.js';

/**
 * Commands the auth service answers for the admin panel (the admin service calls them after its own
 * admin check and with its audit row written). Verifying an e-mail, banning and unbanning go through
 * `auth.v1.user.moderate` (commands/auth.ts).
 */

const ZPage = z.number().int().min(1).max(100_000);
const ZPageSize = z.number().int().min(1).max(100);

/** An IPv4 or IPv6 address, as the gateway puts it in the identity (`identity.ip`). */
export const ZIpAddress = z.union([z.ipv4(), z.ipv6()], { error: 'Enter a valid IPv4 or IPv6 address' });

/** One user as the admin panel lists them: the current facts plus what moderation needs. */
export const ZUserListEntry = ZUserFacts.extend({
  banReason: z.string().nullable(),
  /** the address the user last signed in or registered from (null if never recorded) */
  ipAddress: z.string().nullable(),
});
export type UserListEntry = z.infer<typeof ZUserListEntry>;

/**
 * A page of users, newest first. `search` (case-insensitive) matches part of the username or of the
 * e-mail address; absent or empty, every user is listed. `total` counts every match, not just this page.
 */
export const authUserList = {
  request: z.object({
    search: z.string().trim().max(100).optional(),
    page: ZPage,
    pageSize: ZPageSize,
  }),
  response: z.object({ users: z.array(ZUserListEntry), total: z.number().int().nonnegative() }),
};

export const ZBlockedIp = z.object({
  ipAddress: z.string(),
  reason: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type BlockedIp = z.infer<typeof ZBlockedIp>;

/**
 * Blocks an address: from then on auth refuses registration and login from it. Blocking an address
 * that is already blocked changes nothing and answers the existing entry with `created: false`, so a
 * retry after a timeout is safe.
 */
export const authIpBlock = {
  request: z.object({
    ipAddress: ZIpAddress,
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.object({ blockedIp: ZBlockedIp, created: z.boolean() }),
};

/** Unblocks an address; `removed: false` when it was not blocked (a retry is safe). */
export const authIpUnblock = {
  request: z.object({ ipAddress: ZIpAddress }),
  response: z.object({ removed: z.boolean() }),
};

/** The blocked addresses, newest first, one page at a time. */
export const authIpList = {
  request: z.object({ page: ZPage, pageSize: ZPageSize }),
  response: z.object({ blockedIps: z.array(ZBlockedIp), total: z.number().int().nonnegative() }),
};
