-- AlterTable
ALTER TABLE "wallet"."withdrawals" ADD COLUMN     "statusChangedAt" TIMESTAMPTZ(3),
ADD COLUMN     "statusEventId" UUID;

