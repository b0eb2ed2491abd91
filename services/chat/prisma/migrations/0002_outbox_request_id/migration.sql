-- AlterTable
ALTER TABLE "chat"."outbox" ADD COLUMN     "requestId" TEXT;

