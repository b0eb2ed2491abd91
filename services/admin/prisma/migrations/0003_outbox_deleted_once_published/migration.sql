-- The relay deletes an event once published instead of marking it: the table keeps only what is still to
-- relay. Events already published go now; a replica of the previous release keeps serving during a roll
-- (it never writes "publishedAt" when it appends), but its relay fails until it is replaced (docs/operations.md).
DELETE FROM "admin"."outbox" WHERE "publishedAt" IS NOT NULL;

-- DropIndex
DROP INDEX "admin"."outbox_publishedAt_seq_idx";

-- AlterTable
ALTER TABLE "admin"."outbox" DROP COLUMN "publishedAt";

-- CreateIndex
CREATE INDEX "outbox_seq_idx" ON "admin"."outbox"("seq");

-- Half of each page left free: the relay's claim (a column no index holds) then fits on the row's own page,
-- a HOT update that writes no index entry.
ALTER TABLE "admin"."outbox" SET (fillfactor = 50);
