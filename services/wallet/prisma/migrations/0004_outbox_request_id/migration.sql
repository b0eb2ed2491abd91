-- AlterTable
ALTER TABLE "wallet"."outbox" ADD COLUMN     "requestId" TEXT;

