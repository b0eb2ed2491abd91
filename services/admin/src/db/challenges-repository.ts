import { DEFAULT_DAILY_CHALLENGES, type ChallengeEdit } from '@app/contracts';
import type { StoredChallenge } from '../domain/challenges.js';
import type { AdminPrisma, AdminTx } from './client.js';

const columns = { challengeId: true, title: true, description: true, target: true, reward: true, type: true, isActive: true, updatedAt: true } as const;

/** Marks in system_config that the defaults were seeded once, so they are never seeded again. */
const SEEDED_MARKER = 'challenge_defaults_seeded';

export function listChallenges(db: AdminPrisma | AdminTx): Promise<StoredChallenge[]> {
  return db.challengeSetting.findMany({ select: columns, orderBy: { id: 'asc' } });
}

/** The challenge, locked until the transaction ends (edits of one challenge queue up); null if unknown. */
export async function lockChallenge(tx: AdminTx, challengeId: string): Promise<StoredChallenge | null> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "admin"."challenge_settings" WHERE "challengeId" = ${challengeId} FOR UPDATE`;
  if (!locked.length) return null;
  return tx.challengeSetting.findUnique({ where: { challengeId }, select: columns });
}

export function updateChallenge(tx: AdminTx, challengeId: string, edit: ChallengeEdit): Promise<StoredChallenge> {
  return tx.challengeSetting.update({ where: { challengeId }, data: edit, select: columns });
}

/**
 * Seeds the spec's three challenges on the first start ever, in one transaction with the marker: of
 * replicas starting together one inserts the marker (the others wait on its key, then skip), and an
 * admin's later configuration is never overwritten. Returns whether this call seeded.
 */
export async function seedDefaultChallengesOnce(prisma: AdminPrisma): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const marked = await tx.$executeRaw`
      INSERT INTO "admin"."system_config" ("key", "value", "description", "updatedAt")
      VALUES (${SEEDED_MARKER}, 'true', 'The default daily challenges were seeded', now())
      ON CONFLICT ("key") DO NOTHING`;
    if (marked !== 1) return false;
    await tx.challengeSetting.createMany({ data: DEFAULT_DAILY_CHALLENGES.map((c) => ({ ...c })), skipDuplicates: true });
    return true;
  });
}
