-- The relay deletes an event once published instead of marking it: the table keeps only what is still to
-- relay. Events already published go now; a replica of the previous release keeps serving during a roll
-- (it never writes "publishedAt" when it appends), but its relay fails until it is replaced (docs/operations.md).
-- The challenge earnings consumer now records a balance change it handled under the change's operation,
-- md5("userId" || E'\n' || "operationId") as a uuid (events/challenge-activity.ts earningKey), no longer
-- under its event id: a take-back looked the credit's event up in this table, and published events now go.
-- What it handled so far gets that key too: the changes whose event it recorded and this table still holds,
-- and the offer and referral credits whose event is no longer here (published long ago, so handled). The
-- credits whose event is here and not yet handled get none: their event, when handled, counts them.
INSERT INTO "wallet"."inbox" ("consumer", "eventId")
SELECT 'wallet-challenge-earnings', md5((o."data"->>'userId') || E'\n' || (o."data"->>'operationId'))::uuid
  FROM "wallet"."inbox" i JOIN "wallet"."outbox" o ON o."id" = i."eventId"
 WHERE i."consumer" = 'wallet-challenge-earnings' AND o."type" = 'wallet.balance.changed'
ON CONFLICT DO NOTHING;
INSERT INTO "wallet"."inbox" ("consumer", "eventId")
SELECT 'wallet-challenge-earnings', md5(l."userId" || E'\n' || l."operationId")::uuid
  FROM "wallet"."ledger_entries" l
 WHERE l."type" IN ('offer', 'referral') AND l."amount" > 0
   AND NOT EXISTS (SELECT 1 FROM "wallet"."outbox" o
                    WHERE o."type" = 'wallet.balance.changed' AND o."data"->>'userId' = l."userId" AND o."data"->>'operationId' = l."operationId")
ON CONFLICT DO NOTHING;

DELETE FROM "wallet"."outbox" WHERE "publishedAt" IS NOT NULL;

-- DropIndex
DROP INDEX "wallet"."outbox_publishedAt_seq_idx";

-- AlterTable
ALTER TABLE "wallet"."outbox" DROP COLUMN "publishedAt";

-- CreateIndex
CREATE INDEX "outbox_seq_idx" ON "wallet"."outbox"("seq");

-- Half of each page left free: the relay's claim (a column no index holds) then fits on the row's own page,
-- a HOT update that writes no index entry.
ALTER TABLE "wallet"."outbox" SET (fillfactor = 50);
