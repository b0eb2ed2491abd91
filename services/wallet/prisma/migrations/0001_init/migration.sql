-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "wallet";

-- CreateTable
CREATE TABLE "wallet"."accounts" (
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "debt" INTEGER NOT NULL DEFAULT 0,
    "totalEarned" INTEGER NOT NULL DEFAULT 0,
    "totalWithdrawn" INTEGER NOT NULL DEFAULT 0,
    "dailyStreak" INTEGER NOT NULL DEFAULT 0,
    "lastDailyBonus" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "wallet"."ledger_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "seq" BIGSERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "operationId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "gameType" TEXT,
    "requestHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."players" (
    "userId" TEXT NOT NULL,
    "referredBy" TEXT,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "isBanned" BOOLEAN NOT NULL DEFAULT false,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "registeredAt" TIMESTAMPTZ(3),
    "factsAt" TIMESTAMPTZ(3),
    "gamesPlayed" INTEGER NOT NULL DEFAULT 0,
    "totalWagered" BIGINT NOT NULL DEFAULT 0,
    "totalWon" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "players_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "wallet"."user_challenge_progress" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" TEXT NOT NULL,
    "challengeId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "claimed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_challenge_progress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."offer_completions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "network" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "offerId" TEXT,
    "payout" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "referrerId" TEXT,
    "referralShare" INTEGER NOT NULL DEFAULT 0,
    "referralBonus" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reversedAt" TIMESTAMPTZ(3),

    CONSTRAINT "offer_completions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."withdrawals" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "usdCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "payoutMode" TEXT NOT NULL,
    "paymentDetails" TEXT,
    "details" JSONB,
    "adminNotes" TEXT,
    "paymentReference" TEXT,
    "errorMessage" TEXT,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "reviewOperationId" TEXT,
    "reviewHash" TEXT,
    "reviewedBy" TEXT,
    "purchaseAttempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMPTZ(3),

    CONSTRAINT "withdrawals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."payout_leases" (
    "account" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payout_leases_pkey" PRIMARY KEY ("account")
);

-- CreateTable
CREATE TABLE "wallet"."outbox" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "publishedAt" TIMESTAMPTZ(3),
    "claimedUntil" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."inbox" (
    "consumer" TEXT NOT NULL,
    "eventId" UUID NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_pkey" PRIMARY KEY ("consumer","eventId")
);

-- CreateIndex
CREATE INDEX "ledger_entries_userId_createdAt_idx" ON "wallet"."ledger_entries"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_userId_operationId_key" ON "wallet"."ledger_entries"("userId", "operationId");

-- CreateIndex
CREATE INDEX "players_referredBy_idx" ON "wallet"."players"("referredBy");

-- CreateIndex
CREATE UNIQUE INDEX "user_challenge_progress_userId_challengeId_date_key" ON "wallet"."user_challenge_progress"("userId", "challengeId", "date");

-- CreateIndex
CREATE INDEX "offer_completions_userId_createdAt_idx" ON "wallet"."offer_completions"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "offer_completions_network_transactionId_key" ON "wallet"."offer_completions"("network", "transactionId");

-- CreateIndex
CREATE INDEX "withdrawals_userId_createdAt_idx" ON "wallet"."withdrawals"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "withdrawals_status_createdAt_idx" ON "wallet"."withdrawals"("status", "createdAt");

-- CreateIndex
CREATE INDEX "outbox_publishedAt_seq_idx" ON "wallet"."outbox"("publishedAt", "seq");

-- AddForeignKey
ALTER TABLE "wallet"."ledger_entries" ADD CONSTRAINT "ledger_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "wallet"."accounts"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;



-- Hand-written: constraints Prisma cannot express
-- No statement can overdraw a balance, whatever the application code does. An offer reversal that
-- exceeds the balance records the shortfall in "debt" instead (see schema.prisma, model Account).
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_points_non_negative" CHECK ("points" >= 0);
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_debt_non_negative" CHECK ("debt" >= 0);
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_debt_only_when_empty" CHECK ("debt" = 0 OR "points" = 0);
ALTER TABLE "wallet"."ledger_entries" ADD CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("amount" <> 0);
-- A withdrawal holds a positive amount and is always in one of the states of its machine.
ALTER TABLE "wallet"."withdrawals" ADD CONSTRAINT "withdrawals_amount_positive" CHECK ("amount" > 0 AND "usdCents" >= 0);
ALTER TABLE "wallet"."withdrawals" ADD CONSTRAINT "withdrawals_status_known" CHECK ("status" IN ('pending', 'approved', 'rejected', 'completed', 'failed'));
ALTER TABLE "wallet"."withdrawals" ADD CONSTRAINT "withdrawals_method_known" CHECK ("method" IN ('robux', 'paypal', 'zelle', 'cashapp'));
ALTER TABLE "wallet"."withdrawals" ADD CONSTRAINT "withdrawals_payout_mode_known" CHECK ("payoutMode" IN ('automatic', 'admin'));
ALTER TABLE "wallet"."offer_completions" ADD CONSTRAINT "offer_completions_status_known" CHECK ("status" IN ('credited', 'reversed'));
ALTER TABLE "wallet"."offer_completions" ADD CONSTRAINT "offer_completions_amounts_non_negative" CHECK ("points" >= 0 AND "referralShare" >= 0 AND "referralBonus" >= 0);
ALTER TABLE "wallet"."user_challenge_progress" ADD CONSTRAINT "user_challenge_progress_non_negative" CHECK ("progress" >= 0);
