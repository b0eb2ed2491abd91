import type { StoredSetting } from '../domain/settings.js';
import type { AdminPrisma, AdminTx } from './client.js';

const columns = { key: true, value: true, description: true, updatedAt: true } as const;

export function listStoredSettings(db: AdminPrisma | AdminTx, keys?: readonly string[]): Promise<StoredSetting[]> {
  return db.setting.findMany({ select: columns, ...(keys ? { where: { key: { in: [...keys] } } } : {}), orderBy: { key: 'asc' } });
}

/**
 * Stores `value` under `key` and returns the value it replaces (null if the key was never stored).
 * Writers of one key queue up on a transaction-scoped lock on the key (a row lock would not cover the
 * first write of a new key), so each audit entry's `from` is exactly the previous entry's `to`.
 */
export async function upsertSetting(
  tx: AdminTx,
  change: { key: string; value: string; description?: string | undefined },
): Promise<{ previous: string | null; stored: StoredSetting }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`admin.settings:${change.key}`}))`;
  const rows = await tx.$queryRaw<{ value: string }[]>`SELECT "value" FROM "admin"."settings" WHERE "key" = ${change.key}`;
  const stored = await tx.setting.upsert({
    where: { key: change.key },
    create: { key: change.key, value: change.value, description: change.description ?? null },
    update: { value: change.value, ...(change.description !== undefined ? { description: change.description } : {}) },
    select: columns,
  });
  return { previous: rows[0]?.value ?? null, stored };
}
