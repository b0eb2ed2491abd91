-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "admin";

-- CreateTable
CREATE TABLE "admin"."settings" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "value" TEXT NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin"."system_config" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "value" TEXT NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "system_config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin"."admin_actions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "seq" BIGSERIAL NOT NULL,
    "adminId" TEXT NOT NULL,
    "action" VARCHAR(100) NOT NULL,
    "targetType" VARCHAR(30),
    "targetId" VARCHAR(200),
    "targetUserId" TEXT,
    "details" JSONB,
    "ipAddress" VARCHAR(100),
    "status" VARCHAR(10) NOT NULL DEFAULT 'done',
    "command" VARCHAR(100),
    "commandPayload" JSONB,
    "result" JSONB,
    "error" TEXT,
    "errorCode" VARCHAR(40),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "admin_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin"."stat_counters" (
    "name" VARCHAR(50) NOT NULL,
    "shard" SMALLINT NOT NULL,
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "stat_counters_pkey" PRIMARY KEY ("name","shard")
);

-- CreateTable
CREATE TABLE "admin"."install_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "status" VARCHAR(20) NOT NULL,
    "claimToken" UUID NOT NULL,
    "claimedAt" TIMESTAMPTZ(3) NOT NULL,
    "installedAt" TIMESTAMPTZ(3),
    "adminUserId" TEXT,
    "databaseType" VARCHAR(20) NOT NULL,

    CONSTRAINT "install_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin"."challenge_settings" (
    "id" SERIAL NOT NULL,
    "challengeId" VARCHAR(100) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "description" TEXT NOT NULL,
    "target" INTEGER NOT NULL,
    "reward" INTEGER NOT NULL,
    "type" VARCHAR(50) NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "challenge_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin"."outbox" (
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
CREATE TABLE "admin"."inbox" (
    "consumer" TEXT NOT NULL,
    "eventId" UUID NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_pkey" PRIMARY KEY ("consumer","eventId")
);

-- CreateIndex
CREATE UNIQUE INDEX "settings_key_key" ON "admin"."settings"("key");

-- CreateIndex
CREATE UNIQUE INDEX "system_config_key_key" ON "admin"."system_config"("key");

-- CreateIndex
CREATE UNIQUE INDEX "admin_actions_seq_key" ON "admin"."admin_actions"("seq");

-- CreateIndex
CREATE INDEX "admin_actions_action_idx" ON "admin"."admin_actions"("action");

-- CreateIndex
CREATE INDEX "admin_actions_adminId_idx" ON "admin"."admin_actions"("adminId");

-- CreateIndex
CREATE INDEX "admin_actions_targetId_idx" ON "admin"."admin_actions"("targetId");

-- CreateIndex
CREATE INDEX "admin_actions_targetUserId_idx" ON "admin"."admin_actions"("targetUserId");

-- CreateIndex
CREATE INDEX "admin_actions_status_nextAttemptAt_idx" ON "admin"."admin_actions"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "challenge_settings_challengeId_key" ON "admin"."challenge_settings"("challengeId");

-- CreateIndex
CREATE INDEX "outbox_publishedAt_seq_idx" ON "admin"."outbox"("publishedAt", "seq");

