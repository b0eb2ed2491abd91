-- CreateIndex
CREATE INDEX "inbox_processedAt_idx" ON "games"."inbox" USING BRIN ("processedAt");

