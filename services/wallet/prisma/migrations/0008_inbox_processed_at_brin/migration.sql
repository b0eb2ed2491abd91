-- CreateIndex
CREATE INDEX "inbox_processedAt_idx" ON "wallet"."inbox" USING BRIN ("processedAt");

