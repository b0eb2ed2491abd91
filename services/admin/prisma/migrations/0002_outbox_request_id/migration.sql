-- AlterTable
ALTER TABLE "admin"."outbox" ADD COLUMN     "requestId" TEXT;

