-- AlterTable
ALTER TABLE "wallet"."withdrawals" ADD COLUMN     "statusEventId" UUID;

