-- CreateIndex
CREATE INDEX "inbox_processedAt_idx" ON "chat"."inbox" USING BRIN ("processedAt");

