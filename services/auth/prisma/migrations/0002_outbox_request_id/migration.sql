-- AlterTable
ALTER TABLE "auth"."outbox" ADD COLUMN     "requestId" TEXT;

