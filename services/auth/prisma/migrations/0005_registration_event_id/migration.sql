-- AlterTable
ALTER TABLE "auth"."users" ADD COLUMN     "registrationEventId" UUID;

