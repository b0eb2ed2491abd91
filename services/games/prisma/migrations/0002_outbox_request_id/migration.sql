-- AlterTable
ALTER TABLE "games"."outbox" ADD COLUMN     "requestId" TEXT;

