-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "games";

-- CreateTable
CREATE TABLE "games"."seed_pairs" (
    "id" UUID NOT NULL,
    "userId" VARCHAR(100) NOT NULL,
    "activeUserId" VARCHAR(100),
    "serverSeed" CHAR(64) NOT NULL,
    "serverSeedHash" CHAR(64) NOT NULL,
    "clientSeed" VARCHAR(64) NOT NULL,
    "nonce" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revealedAt" TIMESTAMPTZ(3),

    CONSTRAINT "seed_pairs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "games"."rounds" (
    "id" UUID NOT NULL,
    "userId" VARCHAR(100) NOT NULL,
    "game" VARCHAR(20) NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "stake" INTEGER NOT NULL,
    "payout" INTEGER,
    "multiplier" VARCHAR(20),
    "result" INTEGER,
    "seedPairId" UUID NOT NULL,
    "serverSeedHash" CHAR(64) NOT NULL,
    "clientSeed" VARCHAR(64) NOT NULL,
    "nonce" INTEGER NOT NULL,
    "algorithm" VARCHAR(10) NOT NULL,
    "params" JSONB NOT NULL,
    "state" JSONB,
    "outcome" JSONB,
    "openKey" VARCHAR(130),
    "step" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),

    CONSTRAINT "rounds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "games"."players" (
    "userId" VARCHAR(100) NOT NULL,
    "username" VARCHAR(50) NOT NULL,
    "sourceAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "players_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "games"."outbox" (
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
CREATE TABLE "games"."inbox" (
    "consumer" TEXT NOT NULL,
    "eventId" UUID NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_pkey" PRIMARY KEY ("consumer","eventId")
);

-- CreateIndex
CREATE UNIQUE INDEX "seed_pairs_activeUserId_key" ON "games"."seed_pairs"("activeUserId");

-- CreateIndex
CREATE INDEX "seed_pairs_userId_createdAt_idx" ON "games"."seed_pairs"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "rounds_openKey_key" ON "games"."rounds"("openKey");

-- CreateIndex
CREATE INDEX "rounds_userId_status_createdAt_idx" ON "games"."rounds"("userId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "rounds_status_updatedAt_idx" ON "games"."rounds"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "rounds_settledAt_idx" ON "games"."rounds"("settledAt");

-- CreateIndex
CREATE UNIQUE INDEX "rounds_seedPairId_nonce_key" ON "games"."rounds"("seedPairId", "nonce");

-- CreateIndex
CREATE INDEX "outbox_publishedAt_seq_idx" ON "games"."outbox"("publishedAt", "seq");

-- AddForeignKey
ALTER TABLE "games"."rounds" ADD CONSTRAINT "rounds_seedPairId_fkey" FOREIGN KEY ("seedPairId") REFERENCES "games"."seed_pairs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

