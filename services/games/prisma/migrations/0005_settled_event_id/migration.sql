-- AlterTable
ALTER TABLE "games"."rounds" ADD COLUMN     "settledEventId" UUID;

