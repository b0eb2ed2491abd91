import { INSTALL_CLAIM_STALE_AFTER_SECONDS } from '../domain/installer.js';
import type { AdminPrisma, AdminTx } from './client.js';

export type InstallStatus = 'installing' | 'installed';

export async function readInstallStatus(prisma: AdminPrisma): Promise<InstallStatus | null> {
  const row = await prisma.installState.findUnique({ where: { id: 1 }, select: { status: true } });
  return (row?.status as InstallStatus | undefined) ?? null;
}

/**
 * Claims the install for the run holding `token`: one statement, so of any number of concurrent
 * installs exactly one inserts the row (the others meet the primary key and change nothing). A claim
 * still 'installing' after INSTALL_CLAIM_STALE_AFTER_SECONDS belonged to a run that died; it is taken over.
 */
export async function claimInstall(prisma: AdminPrisma, token: string, databaseType: string): Promise<boolean> {
  const claimed = await prisma.$executeRaw`
    INSERT INTO "admin"."install_state" ("id", "status", "claimToken", "claimedAt", "databaseType")
    VALUES (1, 'installing', ${token}::uuid, now(), ${databaseType})
    ON CONFLICT ("id") DO UPDATE
      SET "claimToken" = EXCLUDED."claimToken", "claimedAt" = EXCLUDED."claimedAt", "databaseType" = EXCLUDED."databaseType"
      WHERE "install_state"."status" = 'installing'
        AND "install_state"."claimedAt" < now() - make_interval(secs => ${INSTALL_CLAIM_STALE_AFTER_SECONDS})`;
  return claimed === 1;
}

/** Gives the claim back after a failed install, so the wizard can retry at once. */
export async function releaseInstallClaim(prisma: AdminPrisma, token: string): Promise<void> {
  await prisma.installState.deleteMany({ where: { id: 1, claimToken: token, status: 'installing' } });
}

/** Marks the install done; false when this run no longer holds the claim (it was taken over). */
export async function markInstalled(tx: AdminTx, token: string, adminUserId: string): Promise<boolean> {
  const { count } = await tx.installState.updateMany({
    where: { id: 1, claimToken: token, status: 'installing' },
    data: { status: 'installed', installedAt: new Date(), adminUserId },
  });
  return count === 1;
}
