import { DAILY_CHALLENGES_KEY, type ChallengeEdit, type ChallengeSetting } from '@app/contracts';
import { AppError, type KeyValueStore, type Logger } from '@app/platform';
import { challengeChangeDetails, dailyChallengesDocument, toChallengeSetting } from '../domain/challenges.js';
import { recordAdminAction } from '../db/audit-log.js';
import { listChallenges, lockChallenge, seedDefaultChallengesOnce, updateChallenge } from '../db/challenges-repository.js';
import type { AdminPrisma } from '../db/client.js';
import { SerialPasses } from './serial-passes.js';
import { MIRROR_INTERVAL_MS, type Actor } from './settings-store.js';

/**
 * The daily challenges an admin configures. The database is the truth; the KV key daily_challenges
 * (read by the wallet's challenge engine) is a mirror of it, written after each change and repaired on
 * start and every MIRROR_INTERVAL_MS, like the settings.
 */
export class ChallengeStore {
  private readonly kvMirror: SerialPasses;

  constructor(
    private readonly prisma: AdminPrisma,
    private readonly kv: KeyValueStore,
    private readonly logger: Logger,
  ) {
    this.kvMirror = new SerialPasses('daily challenges mirror', logger);
  }

  async list(): Promise<ChallengeSetting[]> {
    return (await listChallenges(this.prisma)).map(toChallengeSetting);
  }

  /** Seeds the spec's defaults if this is the first start ever; returns whether it did. */
  seedDefaults(): Promise<boolean> {
    return seedDefaultChallengesOnce(this.prisma);
  }

  /** One admin's edit, stored with its audit entry in one transaction, then mirrored. */
  async update(challengeId: string, edit: ChallengeEdit, actor: Actor): Promise<ChallengeSetting> {
    const updated = await this.prisma.$transaction(async (tx) => {
      const before = await lockChallenge(tx, challengeId);
      if (!before) throw new AppError('NOT_FOUND', 'No such challenge', 'challengeId');
      const after = await updateChallenge(tx, challengeId, edit);
      await recordAdminAction(tx, {
        adminId: actor.adminId,
        ipAddress: actor.ipAddress,
        action: 'challenge.updated',
        targetType: 'challenge',
        targetId: challengeId,
        details: challengeChangeDetails(before, edit),
      });
      return after;
    });
    await this.mirror().catch((err: unknown) => this.logger.warn({ err }, 'challenge stored but not yet mirrored to KV; the next mirror pass will'));
    return toChallengeSetting(updated);
  }

  /**
   * Puts the document of the committed challenges into KV if it differs from what is there. The rows
   * are read inside the queue, so of two quick edits the KV ends with the one that committed last.
   */
  mirror(): Promise<boolean> {
    return this.kvMirror.serially(async () => {
      const document = dailyChallengesDocument(await listChallenges(this.prisma));
      if ((await this.kv.get(DAILY_CHALLENGES_KEY)) === document) return false;
      await this.kv.put(DAILY_CHALLENGES_KEY, document);
      return true;
    });
  }

  startMirroring(intervalMs = MIRROR_INTERVAL_MS): void {
    this.kvMirror.startPasses(async () => {
      if (await this.mirror()) this.logger.info('daily challenges mirrored to KV');
    }, intervalMs);
  }

  stopMirroring(): Promise<void> {
    return this.kvMirror.stop();
  }
}
