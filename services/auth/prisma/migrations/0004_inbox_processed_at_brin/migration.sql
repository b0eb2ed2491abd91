-- CreateIndex
CREATE INDEX "inbox_processedAt_idx" ON "auth"."inbox" USING BRIN ("processedAt");

