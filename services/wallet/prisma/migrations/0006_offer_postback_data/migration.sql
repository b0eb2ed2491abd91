-- AlterTable
ALTER TABLE "wallet"."offer_completions" ADD COLUMN     "offerwallData" JSONB,
ADD COLUMN     "reversalData" JSONB;

