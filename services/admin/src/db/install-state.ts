import { INSTALL_CLAIM_LEASE_SECONDS } from '../domain/installer.js';
import type { AdminPrisma, AdminTx } from './client.js';

export type InstallStatus = 'installing' | 'installed';

/**
 * The row (id 1) once any install has claimed it: 'installing' while a run holds it or after a run that
 * did not finish, 'installed' for good. `claimedAt` is when the holder last renewed its lease (the lease
 * runs INSTALL_CLAIM_LEASE_SECONDS from it); `adminUserId` is the id the install's admin account has, chosen
 * by the first run before it asked auth to create it and kept by every retry, so a retry takes over the
 * account an unfinished run created instead of leaving it behind.
 */
export interface InstallState {
  status: InstallStatus;
  adminUserId: string | null;
  /** seconds left on the holder's lease (<= 0: nobody holds it) */
  leaseSecondsLeft: number;
}

export async function readInstallStatus(prisma: AdminPrisma): Promise<InstallStatus | null> {
  const row = await prisma.installState.findUnique({ where: { id: 1 }, select: { status: true } });
  return (row?.status as InstallStatus | undefined) ?? null;
}

export async function readInstallState(prisma: AdminPrisma): Promise<InstallState | null> {
  const rows = await prisma.$queryRaw<{ status: string; adminUserId: string | null; left: number }[]>`
    SELECT "status", "adminUserId",
      EXTRACT(EPOCH FROM ("claimedAt" + make_interval(secs => ${INSTALL_CLAIM_LEASE_SECONDS}) - now()))::float8 AS "left"
    FROM "admin"."install_state" WHERE "id" = 1`;
  const row = rows[0];
  return row ? { status: row.status as InstallStatus, adminUserId: row.adminUserId, leaseSecondsLeft: Number(row.left) } : null;
}

/**
 * Claims the install for the run holding `token`: one statement, so of any number of concurrent installs
 * exactly one inserts the row or takes over one whose lease ran out (the others change nothing). Answers
 * the id the admin account is to have: the one an earlier, unfinished run recorded, else `newAdminUserId`;
 * null when the claim is held by a live run or the install is done.
 */
export async function claimInstall(prisma: AdminPrisma, token: string, databaseType: string, newAdminUserId: string): Promise<{ adminUserId: string } | null> {
  const rows = await prisma.$queryRaw<{ adminUserId: string }[]>`
    INSERT INTO "admin"."install_state" ("id", "status", "claimToken", "claimedAt", "databaseType", "adminUserId")
    VALUES (1, 'installing', ${token}::uuid, now(), ${databaseType}, ${newAdminUserId})
    ON CONFLICT ("id") DO UPDATE
      SET "claimToken" = EXCLUDED."claimToken", "claimedAt" = EXCLUDED."claimedAt", "databaseType" = EXCLUDED."databaseType",
        "adminUserId" = COALESCE("install_state"."adminUserId", EXCLUDED."adminUserId")
      WHERE "install_state"."status" = 'installing'
        AND "install_state"."claimedAt" <= now() - make_interval(secs => ${INSTALL_CLAIM_LEASE_SECONDS})
    RETURNING "adminUserId"`;
  const adminUserId = rows[0]?.adminUserId;
  return adminUserId ? { adminUserId } : null;
}

/** Renews the lease of the run holding `token`; false when it no longer holds the claim. */
export async function renewInstallClaim(prisma: AdminPrisma, token: string): Promise<boolean> {
  // the database's clock, as the claim and its expiry use (replicas' clocks may differ)
  const count = await prisma.$executeRaw`
    UPDATE "admin"."install_state" SET "claimedAt" = now()
    WHERE "id" = 1 AND "claimToken" = ${token}::uuid AND "status" = 'installing'`;
  return count === 1;
}

/**
 * Gives the claim back after a failed install, so the wizard can retry at once. The row stays, with the
 * admin's id: auth may have created that account before the failure, and the retry takes it over.
 */
export async function releaseInstallClaim(prisma: AdminPrisma, token: string): Promise<void> {
  await prisma.installState.updateMany({ where: { id: 1, claimToken: token, status: 'installing' }, data: { claimedAt: new Date(0) } });
}

/** Ends every lease (the embedded mode's start: no run of an earlier process can still be going). */
export async function releaseAllInstallClaims(prisma: AdminPrisma): Promise<number> {
  const { count } = await prisma.installState.updateMany({ where: { id: 1, status: 'installing' }, data: { claimedAt: new Date(0) } });
  return count;
}

/** Marks the install done; false when this run no longer holds the claim (it was taken over). */
export async function markInstalled(tx: AdminTx, token: string, adminUserId: string): Promise<boolean> {
  const { count } = await tx.installState.updateMany({
    where: { id: 1, claimToken: token, status: 'installing' },
    data: { status: 'installed', installedAt: new Date(), adminUserId },
  });
  return count === 1;
}
