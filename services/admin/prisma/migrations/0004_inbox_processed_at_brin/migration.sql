-- CreateIndex
CREATE INDEX "inbox_processedAt_idx" ON "admin"."inbox" USING BRIN ("processedAt");

