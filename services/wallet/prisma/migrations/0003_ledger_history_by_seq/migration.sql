-- DropIndex
DROP INDEX "wallet"."ledger_entries_userId_createdAt_idx";

-- CreateIndex
CREATE INDEX "ledger_entries_userId_seq_idx" ON "wallet"."ledger_entries"("userId", "seq");

