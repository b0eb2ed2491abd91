-- AlterTable
ALTER TABLE "wallet"."ledger_entries" ADD COLUMN     "eventId" UUID;

